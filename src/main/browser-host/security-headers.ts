/**
 * Content Security Policy of the console's pages. Mantine writes inline styles, hence
 * 'unsafe-inline' for styles only; scripts come from our own origin and nowhere else.
 */
export function contentSecurityPolicy(connectSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Headers of every HTML page the browser host serves. */
export function htmlSecurityHeaders(port: number): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy([`ws://127.0.0.1:${port}`]),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}
