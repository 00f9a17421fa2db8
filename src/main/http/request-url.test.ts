import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { http } from '@shared/contract';
import { needsAuthorization, requestUrl, toQuery } from './request-url';

const op = (method: 'GET' | 'POST', id = 'area.op') =>
  http({ id, http: { method, path: '/things' }, access: 'session', input: z.unknown(), output: z.unknown() });
const endpoint = { origin: 'https://x.example', apiPrefix: '/api/trader', pathMap: { 'area.mapped': '/their/path' } };

describe('request URLs', () => {
  it('joins origin, prefix and the contract path', () => {
    expect(requestUrl(endpoint, op('POST'), { a: 1 })).toBe('https://x.example/api/trader/things');
  });

  it('takes the path map entry of the operation when there is one', () => {
    expect(requestUrl(endpoint, op('POST', 'area.mapped'), {})).toBe('https://x.example/api/trader/their/path');
  });

  it('does not mistake inherited object keys for path map entries', () => {
    expect(requestUrl(endpoint, op('POST', 'toString'), {})).toBe('https://x.example/api/trader/things');
  });

  it('adds the query for GET only', () => {
    expect(requestUrl(endpoint, op('GET'), { q: 'a b', n: 0, f: false })).toBe('https://x.example/api/trader/things?q=a+b&n=0&f=false');
  });

  it('builds no query from empty or non-object input, and drops null and undefined', () => {
    expect(toQuery(undefined)).toBe('');
    expect(toQuery('text')).toBe('');
    expect(toQuery({ a: null, b: undefined, c: [null] })).toBe('');
    expect(toQuery({ o: { x: 1 } })).toBe('?o=%7B%22x%22%3A1%7D');
  });

  it('needs the bearer header everywhere except on URLs containing /login', () => {
    expect(needsAuthorization('https://x.example/api/trader/login')).toBe(false);
    expect(needsAuthorization('https://x.example/api/trader/login-ip-list')).toBe(false);
    expect(needsAuthorization('https://x.example/api/trader/change-password')).toBe(true);
  });
});
