/** Test helper: an unsigned JWT-shaped token with the given payload. */
export const makeJwt = (payload: Record<string, unknown>): string =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.sig';
