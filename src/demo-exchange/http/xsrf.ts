import { randomBytes } from 'node:crypto';
import { secretMatches } from './secret-matches';
import type { IncomingMessage } from 'node:http';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export const parseCookies = (header: string | undefined): Map<string, string> => {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
};

export const newXsrfCookie = (): string => `${XSRF_COOKIE}=${randomBytes(24).toString('hex')}; Path=/; SameSite=Strict`;

export const xsrfCookieOf = (req: IncomingMessage): string | undefined => parseCookies(req.headers.cookie).get(XSRF_COOKIE) || undefined;

/** Double-submit check: the header must repeat the cookie. GETs are exempt (they change nothing). */
export const passesXsrfCheck = (req: IncomingMessage): boolean => {
  if (req.method === 'GET') return true;
  const cookie = xsrfCookieOf(req);
  const header = req.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || header === '') return false;
  return secretMatches(header, cookie);
};
