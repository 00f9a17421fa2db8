import type { BridgeError } from '@shared/contract';

/** The call may not have reached the exchange, or its answer never came back. */
const UNCERTAIN_KINDS: ReadonlySet<BridgeError['kind']> = new Set(['network', 'timeout']);
/**
 * The exchange failed (5xx, which arrives as kind `exchange` with its status), perhaps after it committed.
 * It keeps no answer for a key whose call ended in a 5xx: the retry runs again, and the money code finds
 * the first call's work by its key. With a new key, the user's own settlement would come back as a refusal.
 */
const isServerFailure = (error: BridgeError): boolean => (error.status ?? 0) >= 500;
/** Failures after which the exchange may or may not have done the work: the retry must carry the same key. */
export const isUncertainFailure = (error: BridgeError): boolean => UNCERTAIN_KINDS.has(error.kind) || isServerFailure(error);

/**
 * The idempotency key of one pending action (KITS.md, "Idempotency for money"): made when a submit starts,
 * kept for its retries (after a time-out, a network error or a 5xx the first call may have landed),
 * dropped after a definite outcome, or when a different request is sent (`forRequest`: the same values
 * again are the same action, other values another one with a new key). Never shared between forms: each form holds its own (stripe-ruby
 * #598 reused one key across different calls).
 */
export class IdempotencyKey {
  private current: string | null = null;
  private body: string | undefined;

  constructor(private readonly make: () => string = () => crypto.randomUUID()) {}

  /** The key for the submit starting now: the pending one if a retry, else a new one. */
  forSubmit(): string {
    this.current ??= this.make();
    return this.current;
  }

  /** After an answer: a success or a refusal ends the action; an uncertain failure keeps its key for the retry. */
  settled(error: BridgeError | null): void {
    if (error === null || !isUncertainFailure(error)) this.current = null;
  }

  /**
   * The key for sending this request (its body as JSON): the pending key when it is the same request again
   * (a retry), a new one when anything in it changed (another action: the exchange refuses a key reused for
   * a different request).
   */
  forRequest(body: string): string {
    if (body !== this.body) this.current = null;
    this.body = body;
    return this.forSubmit();
  }

  /** True while a pending action keeps its key: the next submit is its retry (false once dropped, or before any). */
  held(): boolean {
    return this.current !== null;
  }

  /** The values changed: whatever is submitted next is another request. */
  edited(): void {
    this.current = null;
  }
}
