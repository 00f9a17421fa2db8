import { describe, expect, it } from 'vitest';
import { issueToken, signToken, verifyToken } from './jwt';
import { hashPassword, verifyPassword } from './passwords';

const user = { _id: '65f000000000000000000001', role: 'trader', userName: 'trader' };
const now = Date.UTC(2025, 0, 1);

describe('tokens', () => {
  it('carry sub, role, userName, iat and exp = iat + lifetime', () => {
    const claims = verifyToken(issueToken(user, 'secret', 60, now), 'secret', now);
    expect(claims).toEqual({ sub: user._id, role: 'trader', userName: 'trader', iat: now / 1000, exp: now / 1000 + 60 });
  });

  it('are refused once exp has passed', () => {
    const token = issueToken(user, 'secret', 60, now);
    expect(verifyToken(token, 'secret', now + 59_000)).not.toBeNull();
    expect(verifyToken(token, 'secret', now + 60_000)).toBeNull();
  });

  it('are refused when signed with another secret or tampered with', () => {
    const token = issueToken(user, 'secret', 60, now);
    expect(verifyToken(token, 'other', now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...user, sub: 'someone-else', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, 'secret', now)).toBeNull();
  });

  it('are refused when they are not HS256 JWTs at all', () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    for (const bad of ['', 'a.b', 'a.b.c', none, 'x'.repeat(5000)]) expect(verifyToken(bad, 'secret', now)).toBeNull();
  });

  it('are refused when a claim is missing, even if well signed', () => {
    const token = signToken({ sub: 'x', role: 'admin', userName: 'x', iat: 1, exp: 9e9 }, 'secret');
    expect(verifyToken(token, 'secret', now)).not.toBeNull();
    const payload = Buffer.from(JSON.stringify({ sub: 'x', exp: 9e9 })).toString('base64url');
    const [header] = token.split('.');
    expect(verifyToken(`${header}.${payload}.x`, 'secret', now)).toBeNull();
  });
});

describe('password hashes', () => {
  it('verify the right password only, and never contain it', async () => {
    const hash = await hashPassword('trader123');
    expect(hash).not.toContain('trader123');
    expect(await verifyPassword('trader123', hash)).toBe(true);
    expect(await verifyPassword('trader124', hash)).toBe(false);
    expect(await verifyPassword('trader123', 'garbage')).toBe(false);
  });

  it('are salted: the same password hashes differently twice', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
