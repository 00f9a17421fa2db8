import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LAUNCH_COOKIE } from '@shared/bridge/protocol';

/** A fresh secret per launch: whoever opens the printed URL gets the cookie, nobody else. */
export const newLaunchSecret = (): string => randomBytes(32).toString('base64url');

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Constant-time comparison, so the secret cannot be guessed byte by byte from response times. */
export function secretMatches(candidate: string | undefined | null, secret: string): boolean {
  if (typeof candidate !== 'string') return false;
  const a = Buffer.from(candidate);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const hasLaunchCookie = (req: IncomingMessage, secret: string): boolean =>
  secretMatches(readCookie(req.headers.cookie, LAUNCH_COOKIE), secret);

export const launchCookieHeader = (secret: string): string => `${LAUNCH_COOKIE}=${secret}; HttpOnly; SameSite=Strict; Path=/`;

export const FORBIDDEN_PAGE =
  'Forbidden.\n\nThis console only answers the browser that opened its launch address.\n' +
  'Open the address printed at start ("Console ready at ...") to use the console.\n';
