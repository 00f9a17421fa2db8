import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, totp } from './totp';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');
const SEEDS = { sha1: seed(20), sha256: seed(32), sha512: seed(64) } as const;

const VECTORS: ReadonlyArray<[number, string, string, string]> = [
  // time, SHA1, SHA256, SHA512 (8 digits)
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC test vector for SHA1, SHA256 and SHA512', (time, sha1, sha256, sha512) => {
    expect(totp(SEEDS.sha1, time, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totp(SEEDS.sha256, time, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, time, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('gives RFC 4226 HOTP test values (Appendix D) for counters 0–9', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('reads base32 secrets as authenticator apps write them, and round-trips', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString('ascii')).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====').toString('ascii')).toBe('12345678901234567890');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('matches a code within one step either side, and says which step it was', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const now = 1_111_111_111;
    expect(matchTotp(secret, totp(secret, now), now)).toBe(Math.floor(now / 30));
    expect(matchTotp(secret, totp(secret, now - 30), now)).toBe(Math.floor(now / 30) - 1);
    expect(matchTotp(secret, totp(secret, now + 30), now)).toBe(Math.floor(now / 30) + 1);
    expect(matchTotp(secret, totp(secret, now - 90), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });
});
