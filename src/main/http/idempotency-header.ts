import { fail, IDEMPOTENCY_HEADER, idempotencyKeySchema, ok, type HttpOperation, type Result } from '@shared/contract';

/**
 * The Idempotency-Key header of one request: only `idempotent` operations send one (a key given to any
 * other is ignored, not an error: the renderer's form kit may give one to every submit). A malformed key
 * is refused before the request leaves, and never echoed: it is the caller's, not something to log.
 */
export function idempotencyHeaders(op: HttpOperation, key: string | undefined): Result<Record<string, string>> {
  if (!op.idempotent || key === undefined) return ok({});
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) return fail({ kind: 'invalid-input', message: parsed.error.issues[0]?.message ?? 'Invalid idempotency key.' });
  return ok({ [IDEMPOTENCY_HEADER]: parsed.data });
}
