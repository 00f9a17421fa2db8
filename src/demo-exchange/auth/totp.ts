import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, on RFC 4226's HOTP), with node:crypto only. Secrets are
 * exchanged as base32 (RFC 4648), as authenticator apps read them.
 */

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** Seconds per step (X in RFC 6238). */
  readonly step?: number;
  readonly digits?: number;
  readonly algorithm?: TotpAlgorithm;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 text (spaces, padding and case ignored) to bytes; throws on a character outside the alphabet. */
export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
};

export const base32Encode = (bytes: Uint8Array): string => {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(value >>> bits) & 31];
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
};

/** A new random secret of 20 bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP: HMAC of the 8-byte counter, dynamically truncated to `digits` decimal digits. */
export const hotp = (key: Uint8Array, counter: number, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
};

/** The time step of a moment (T in RFC 6238, T0 = 0). */
export const totpStep = (unixSeconds: number, step = 30): number => Math.floor(unixSeconds / step);

/** The code for a moment: key as raw bytes (the RFC's test vectors) or a base32 secret. */
export const totp = (secret: Uint8Array | string, unixSeconds: number, options: TotpOptions = {}): string =>
  hotp(typeof secret === 'string' ? base32Decode(secret) : secret, totpStep(unixSeconds, options.step ?? 30), options.digits ?? 6, options.algorithm ?? 'sha1');

/**
 * The step a code belongs to, within `window` steps either side of now (clock drift), or null. Compared
 * in constant time. The caller refuses a step already used (a code works once).
 */
export const matchTotp = (secret: string, code: string, unixSeconds: number, window = 1, options: TotpOptions = {}): number | null => {
  const step = options.step ?? 30;
  const now = totpStep(unixSeconds, step);
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  for (let delta = -window; delta <= window; delta += 1) {
    const expected = Buffer.from(hotp(key, now + delta, options.digits ?? 6, options.algorithm ?? 'sha1'));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return now + delta;
  }
  return null;
};
