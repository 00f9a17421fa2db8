/**
 * The exchange's cookies (one origin), kept in the main process: the renderer never sees them.
 * Deliberately small: no domain or path matching, because the client only talks to one origin.
 */
export interface CookieJar {
  /** Stores the cookies of `Set-Cookie` headers; expired or `Max-Age=0` cookies are removed. */
  store(setCookieHeaders: readonly string[]): void;
  get(name: string): string | undefined;
  /** The `Cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined;
  clear(): void;
}

interface Cookie {
  value: string;
  /** Milliseconds since the epoch; undefined = a session cookie. */
  expiresAt?: number;
}

const parseExpiry = (attributes: string[], now: number): number | undefined => {
  let expiresAt: number | undefined;
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    // Max-Age wins over Expires (RFC 6265 §5.3).
    if (name === 'max-age' && /^-?\d+$/.test(value)) return now + Number(value) * 1000;
    if (name === 'expires') {
      const date = Date.parse(value);
      if (!Number.isNaN(date)) expiresAt = date;
    }
  }
  return expiresAt;
};

export function createCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, Cookie>();

  const live = (name: string): Cookie | undefined => {
    const cookie = cookies.get(name);
    if (cookie?.expiresAt !== undefined && cookie.expiresAt <= now()) {
      cookies.delete(name);
      return undefined;
    }
    return cookie;
  };

  return {
    store(headers) {
      for (const header of headers) {
        const [pair = '', ...attributes] = header.split(';');
        const separator = pair.indexOf('=');
        if (separator <= 0) continue;
        const name = pair.slice(0, separator).trim();
        let value = pair.slice(separator + 1).trim();
        if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
        const expiresAt = parseExpiry(attributes, now());
        if (expiresAt !== undefined && expiresAt <= now()) cookies.delete(name);
        else cookies.set(name, expiresAt === undefined ? { value } : { value, expiresAt });
      }
    },
    get: (name) => live(name)?.value,
    header() {
      const pairs = [...cookies.keys()].flatMap((name) => {
        const cookie = live(name);
        return cookie ? [`${name}=${cookie.value}`] : [];
      });
      return pairs.length > 0 ? pairs.join('; ') : undefined;
    },
    clear: () => cookies.clear(),
  };
}
