/**
 * A value that clears itself after a while (the spec's 2 s login error, 4 s change-password error).
 * Showing a new value restarts the clock; dispose() stops it when the screen goes away.
 */
export interface TimedValue<T> {
  show(value: T, ms: number): void;
  clear(): void;
  dispose(): void;
}

export const createTimedValue = <T>(onChange: (value: T | undefined) => void): TimedValue<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    show(value, ms) {
      stop();
      onChange(value);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(undefined);
      }, ms);
    },
    clear() {
      stop();
      onChange(undefined);
    },
    dispose: stop,
  };
};
