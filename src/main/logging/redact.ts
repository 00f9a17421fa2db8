/**
 * Redaction before anything is written to a log: the console's logs go to support, so no token,
 * provider key, password, OTP code or Authorization header may ever reach a file or the terminal.
 *
 * Two nets: patterns that catch secrets by their shape (a JWT, a Bearer header, a `key=` query, a
 * `"password": …` field), and the exact values the process knows to be secret right now (the session's
 * token, provider keys, the demo's control secret), registered with `SecretRegistry.add`.
 */
export const REDACTED = '[redacted]';

/** Names of fields, query parameters and headers whose values are secrets wherever they appear. */
const SECRET_NAMES = [
  'password',
  'oldPassword',
  'newPassword',
  'accessToken',
  'refreshToken',
  'token',
  'otp',
  'otpCode',
  'code',
  'key',
  'apiKey',
  'api_key',
  'secret',
  'controlSecret',
  'authorization',
  'cookie',
  'x-xsrf-token',
];
const names = SECRET_NAMES.map((name) => name.replace(/[-_]/g, '[-_]?')).join('|');

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // JSON web tokens: three base64url parts, the first a JSON header ("eyJ").
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  // Authorization: Bearer <anything> / Basic <anything>.
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // "password": "…" (JSON) and password: '…' (object dumps).
  [new RegExp(`((?<![\\w-])["']?(?:${names})["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|[^\\s&,;}"']+)`, 'gi'), `$1${REDACTED}`],
];

export interface SecretRegistry {
  /** Registers a value to cut out of every later line (a token after login, a key when it is set). */
  add(secret: string | undefined): void;
  remove(secret: string | undefined): void;
  redact(line: string): string;
}

/** Shorter values are not worth cutting: they would mangle ordinary words. */
const MIN_SECRET_LENGTH = 6;

export const redactPatterns = (line: string): string => PATTERNS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);

export function createSecretRegistry(): SecretRegistry {
  const secrets = new Set<string>();
  return {
    add: (secret) => {
      if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) secrets.add(secret);
    },
    remove: (secret) => {
      if (secret !== undefined) secrets.delete(secret);
    },
    redact: (line) => {
      let text = line;
      for (const secret of secrets) text = text.split(secret).join(REDACTED);
      // Encoded forms of a known secret travel in URLs.
      for (const secret of secrets) {
        const encoded = encodeURIComponent(secret);
        if (encoded !== secret) text = text.split(encoded).join(REDACTED);
      }
      return redactPatterns(text);
    },
  };
}
