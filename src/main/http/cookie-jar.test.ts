import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';

describe('the cookie jar', () => {
  it('is empty at first and sends no Cookie header', () => {
    expect(createCookieJar().header()).toBeUndefined();
  });

  it('keeps the cookies of Set-Cookie headers and sends them back in one header', () => {
    const jar = createCookieJar();
    jar.store(['XSRF-TOKEN=abc123; Path=/; SameSite=Strict', 'sid="s=1"; HttpOnly']);
    expect(jar.get('XSRF-TOKEN')).toBe('abc123');
    expect(jar.get('sid')).toBe('s=1');
    expect(jar.header()).toBe('XSRF-TOKEN=abc123; sid=s=1');
  });

  it('replaces a cookie that arrives again', () => {
    const jar = createCookieJar();
    jar.store(['XSRF-TOKEN=one']);
    jar.store(['XSRF-TOKEN=two']);
    expect(jar.header()).toBe('XSRF-TOKEN=two');
  });

  it('removes a cookie the server expires, by Max-Age=0 or a past Expires', () => {
    const jar = createCookieJar(() => Date.parse('2030-01-01T00:00:00Z'));
    jar.store(['a=1', 'b=2']);
    jar.store(['a=; Max-Age=0', 'b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header()).toBeUndefined();
  });

  it('forgets a cookie once its lifetime is over', () => {
    let now = 1_000_000;
    const jar = createCookieJar(() => now);
    jar.store(['XSRF-TOKEN=abc; Max-Age=10; Expires=Thu, 01 Jan 2099 00:00:00 GMT']);
    expect(jar.get('XSRF-TOKEN')).toBe('abc');
    now += 10_000;
    expect(jar.get('XSRF-TOKEN')).toBeUndefined();
    expect(jar.header()).toBeUndefined();
  });

  it('ignores malformed headers', () => {
    const jar = createCookieJar();
    jar.store(['', 'no-equals-sign', '=nameless']);
    expect(jar.header()).toBeUndefined();
  });
});
