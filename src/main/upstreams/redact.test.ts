import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('cuts each secret out of a line, also in its URL-encoded form', () => {
    expect(redactSecrets('key a+b/c and a%2Bb%2Fc and a+b/c', ['a+b/c'])).toBe('key [redacted] and [redacted] and [redacted]');
  });

  it('leaves a line alone when there is no secret to cut (an empty key would otherwise match everywhere)', () => {
    expect(redactSecrets('nothing here', [''])).toBe('nothing here');
  });
});
