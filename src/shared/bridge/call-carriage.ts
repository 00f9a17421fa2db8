import type { Result } from '../contract/result';

/**
 * What a transport carries of a call's options beside its input: the idempotency key, and a promise
 * that settles when the caller aborts (so the transport can tell main to abort the upstream request).
 */
export interface CallCarriage {
  readonly idempotencyKey?: string;
  readonly cancelled?: Promise<void>;
}

export const CANCELLED_MESSAGE = 'The request was cancelled.';

/** Why a call never left the window: its input cannot travel (the transport refused it before sending). */
export const UNSENDABLE_MESSAGES = {
  unserialisable: 'This request holds a value the console cannot send (a BigInt, a function or a circular reference).',
  'too-large': 'This request is too large to send to the console.',
} as const;
export const unsendableResult = (problem: keyof typeof UNSENDABLE_MESSAGES): Result<never> => ({
  ok: false,
  error: { kind: 'invalid-input', message: UNSENDABLE_MESSAGES[problem] },
});
export const cancelledResult = (): Result<never> => ({ ok: false, error: { kind: 'cancelled', message: CANCELLED_MESSAGE } });

/** The two members of AbortSignal the bridge uses; all a signal keeps after crossing Electron's contextBridge. */
interface AbortLike {
  readonly aborted?: unknown;
  readonly addEventListener?: unknown;
}

/**
 * Electron's contextBridge copies objects between the page and the preload: an AbortSignal arrives
 * as an empty object, but functions cross as proxies. So the renderer hands over this stand-in (a real
 * AbortSignal works too, in the browser host): its `aborted` at call time and a way to hear the abort.
 */
export const portableSignal = (signal: AbortSignal): AbortSignal =>
  ({
    // A getter: read live where the object is ours; contextBridge copies its value at call time, and the
    // listener (a function, which contextBridge proxies) carries the later abort.
    get aborted() {
      return signal.aborted;
    },
    addEventListener: (type: string, listener: () => void) => signal.addEventListener(type, listener, { once: true }),
  }) as unknown as AbortSignal;

/**
 * Reads a caller's options defensively (the page is untrusted): a signal that is already aborted, or
 * the carriage for the transport. Main validates the key; here it is only passed on if it is a string.
 */
export function readCallOptions(options: unknown): { aborted: true } | { aborted: false; carriage: CallCarriage } {
  if (typeof options !== 'object' || options === null) return { aborted: false, carriage: {} };
  const { signal, idempotencyKey } = options as { signal?: AbortLike; idempotencyKey?: unknown };
  if (signal?.aborted === true) return { aborted: true };
  const key = typeof idempotencyKey === 'string' ? { idempotencyKey } : {};
  const listen = signal?.addEventListener;
  if (typeof listen !== 'function') return { aborted: false, carriage: key };
  const cancelled = new Promise<void>((resolve) => {
    (listen as (type: string, listener: () => void) => void).call(signal, 'abort', () => resolve());
  });
  return { aborted: false, carriage: { ...key, cancelled } };
}
