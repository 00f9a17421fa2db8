import { describe, expect, it } from 'vitest';
import { jwtExpiresAt } from './jwt';
import { makeJwt } from './test-jwt';

describe('the token expiry', () => {
  it('is the exp claim in milliseconds', () => {
    expect(jwtExpiresAt(makeJwt({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it.each([
    ['no exp claim', makeJwt({ sub: '1' })],
    ['a text exp', makeJwt({ exp: '1900000000' })],
    ['a payload that is not an object', ['e30', Buffer.from('42').toString('base64url'), 'sig'].join('.')],
    ['a payload that is not JSON', 'e30.bm90IGpzb24.sig'],
    ['two parts', 'e30.e30'],
    ['an empty payload', 'e30..sig'],
    ['not a JWT at all', 'opaque-token'],
  ])('is null for %s', (_case, token) => {
    expect(jwtExpiresAt(token)).toBeNull();
  });
});
