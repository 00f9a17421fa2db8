import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** HS256 JWTs with node:crypto: the demo needs nothing a dependency would add. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: z.string(),
  userName: z.string(),
  /** The session this token belongs to (db/sessions): ending the session refuses the token before its `exp`. */
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (data: string, secret: string): Buffer => createHmac('sha256', secret).update(data).digest();

export const signToken = (claims: TokenClaims, secret: string): string => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString('base64url')}`;
};

export const issueToken = (
  user: { _id: string; role: string; userName: string },
  session: { sid: string; iat: number; exp: number },
  secret: string,
): string => signToken({ sub: user._id, role: user.role, userName: user.userName, ...session }, secret);

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/** The claims of a well-signed, unexpired token; `null` for anything else (never throws). */
export const verifyToken = (token: string, secret: string, now = Date.now()): TokenClaims | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = z.object({ alg: z.literal('HS256') }).safeParse(decodeJson(header));
  if (!headerJson.success) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(`${header}.${payload}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = tokenClaimsSchema.safeParse(decodeJson(payload));
  if (!claims.success) return null;
  return claims.data.exp > Math.floor(now / 1000) ? claims.data : null;
};
