import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison, so a secret cannot be guessed byte by byte from response times. */
export const secretMatches = (given: string | string[] | undefined, secret: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};
