/**
 * The token's expiry in milliseconds since the epoch, from its `exp` claim (spec §4).
 * Not verified: the exchange verifies its own tokens; the console only needs to know when to log out.
 * Anything that is not a JWT with a numeric exp gives null.
 */
export function jwtExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (payload === null || typeof payload !== 'object') return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? exp * 1000 : null;
  } catch {
    return null;
  }
}
