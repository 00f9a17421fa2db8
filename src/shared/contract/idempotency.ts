import { z } from 'zod';

/**
 * An idempotency key as the exchange accepts it (Stripe-style): made by the caller once per submit
 * (a UUID fits), reused on that submit's retries. Letters, digits and dashes only, so it is safe in a
 * header and in a log line without escaping; 8 characters at least, so a counter cannot pass for one.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,100}$/, 'An idempotency key is 8 to 100 letters, digits or dashes.');

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
