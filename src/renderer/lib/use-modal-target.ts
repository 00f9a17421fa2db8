import { useCallback, useState } from 'react';

export interface ModalTarget<T> {
  /** What the modal shows; kept after `close()` so the closing animation still shows it (no title flicker). */
  readonly target: T | null;
  readonly opened: boolean;
  /** A new number per opening: key the modal's content with it so each opening starts fresh. */
  readonly key: number;
  open(target: T): void;
  close(): void;
}

/** Open/close state of a modal about one thing (a trader, a role). */
export function useModalTarget<T>(): ModalTarget<T> {
  const [state, setState] = useState<{ target: T | null; opened: boolean; key: number }>({ target: null, opened: false, key: 0 });
  const open = useCallback((target: T) => setState((current) => ({ target, opened: true, key: current.key + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return { target: state.target, opened: state.opened, key: state.key, open, close };
}
