import { describe, expect, it } from 'vitest';
import { issueToken, signToken, verifyToken } from './jwt';
import { hashPassword, verifyPassword } from './passwords';

const user = { _id: '65f000000000000000000001', role: 'trader', userName: 'trader' };
const now = Date.UTC(2025, 0, 1);
const session = { sid: 'session-1', iat: now / 1000, exp: now / 1000 + 60 };

describe('tokens', () => {
  it('carry sub, role, userName, their session, iat and exp', () => {
    const claims = verifyToken(issueToken(user, session, 'secret'), 'secret', now);
    expect(claims).toEqual({ sub: user._id, role: 'trader', userName: 'trader', sid: 'session-1', iat: now / 1000, exp: now / 1000 + 60 });
  });

  it('are refused once exp has passed', () => {
    const token = issueToken(user, session, 'secret');
    expect(verifyToken(token, 'secret', now + 59_000)).not.toBeNull();
    expect(verifyToken(token, 'secret', now + 60_000)).toBeNull();
  });

  it('are refused when signed with another secret or tampered with', () => {
    const token = issueToken(user, session, 'secret');
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
    const full = { sub: 'x', role: 'admin', userName: 'x', sid: 's', iat: 1, exp: 9e9 };
    expect(verifyToken(signToken(full, 'secret'), 'secret', now)).not.toBeNull();
    const { sid: _sid, ...withoutSession } = full;
    expect(verifyToken(signToken(withoutSession as typeof full, 'secret'), 'secret', now)).toBeNull();
    const { role: _role, ...withoutRole } = full;
    expect(verifyToken(signToken(withoutRole as typeof full, 'secret'), 'secret', now)).toBeNull();
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
