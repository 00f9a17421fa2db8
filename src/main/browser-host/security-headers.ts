/**
 * Content Security Policy of the console's pages. Mantine writes inline styles, hence
 * 'unsafe-inline' for styles only; scripts come from our own origin and nowhere else. The one network
 * traffic a window makes itself is video: playlists and segments fetched by hls.js (connect-src) from the
 * configured stream hosts only, played through Media Source buffers (media-src blob:).
 */
export function contentSecurityPolicy(connectSrc: readonly string[], streamHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc, ...streamHosts].join(' ')}`,
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Headers of every HTML page the browser host serves. */
export function htmlSecurityHeaders(port: number, streamHosts: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy([`ws://127.0.0.1:${port}`], streamHosts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}
