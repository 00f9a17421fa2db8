import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('cuts each secret out of a line, also in its URL-encoded form', () => {
    expect(redactSecrets('key a+b/c and a%2Bb%2Fc and a+b/c', ['a+b/c'])).toBe('key [redacted] and [redacted] and [redacted]');
  });

  it('cuts a secret out of a URL in the forms the URL parser writes it: encoded in a path, lowercased in a host', () => {
    const key = 'ab{cd=ef"G';
    expect(redactSecrets(new URL(`https://games.example.com/${key}`).href, [key])).toBe('https://games.example.com/[redacted]');
    expect(redactSecrets(new URL('https://Zx9Key.example.com/').href, ['Zx9Key'])).toBe('https://[redacted].example.com/');
  });

  it('leaves a line alone when there is no secret to cut (an empty key would otherwise match everywhere)', () => {
    expect(redactSecrets('nothing here', [''])).toBe('nothing here');
  });
});
