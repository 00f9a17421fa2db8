import { describe, expect, it } from 'vitest';
import { extractFieldMessages, extractMessage, FALLBACK_ERROR_MESSAGE } from './extract-message';

describe('error message extraction (spec §8)', () => {
  it('shows a text message as it is', () => {
    expect(extractMessage('Old password is incorrect.')).toBe('Old password is incorrect.');
  });

  it('shows the message of the first entry of an object of messages', () => {
    expect(extractMessage({ password: { message: 'Invalid username or password.' }, userName: { message: 'Unknown.' } })).toBe(
      'Invalid username or password.',
    );
  });

  it('skips entries without a message field', () => {
    expect(extractMessage({ odd: 'text', name: { message: 'Name is required.' } })).toBe('Name is required.');
  });

  it.each([undefined, null, '', '   ', 42, {}, { a: {} }, []])('falls back to the generic text for %j', (message) => {
    expect(extractMessage(message)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('uses the exact fallback text of the specification', () => {
    expect(FALLBACK_ERROR_MESSAGE).toBe('Hey, looks like something went wrong.');
  });

  it('lists per-field messages of an object-shaped message', () => {
    expect(extractFieldMessages({ password: { message: 'Wrong.' } })).toEqual({ password: 'Wrong.' });
    expect(extractFieldMessages('text')).toBeUndefined();
    expect(extractFieldMessages({})).toBeUndefined();
  });
});

describe('field names that are object internals', () => {
  it('keeps __proto__ and constructor as plain fields with their messages', () => {
    const fields = extractFieldMessages(JSON.parse('{"__proto__":{"message":"Bad proto."},"constructor":{"message":"Bad constructor."}}'));
    expect(fields && Object.entries(fields)).toEqual([
      ['__proto__', 'Bad proto.'],
      ['constructor', 'Bad constructor.'],
    ]);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse('{"__proto__":"Bad proto.","constructor":"Bad constructor."}'));
  });
});
