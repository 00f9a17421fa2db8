import { describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import { ApiError } from './api-error';
import { parseInput } from './validation';

const rejection = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
  }
  throw new Error('expected a rejection');
};

describe('input validation', () => {
  it('answers 400 with one message per field, using the contract’s own texts', () => {
    expect(rejection(contract.auth.changePassword.input, { oldPassword: '', newPassword: 'abc' })).toEqual({
      status: 400,
      body: {
        oldPassword: { message: 'Old Password is required.' },
        newPassword: { message: 'Password must be at least 6 characters long.' },
      },
    });
  });

  it('says a missing field is required rather than describing its type', () => {
    expect(rejection(contract.auth.login.input, { userName: 'admin' }).body).toEqual({ password: { message: 'This field is required.' } });
  });

  it('words the contract’s limits instead of the schema library’s text', () => {
    const body = rejection(contract.traders.add.input, { name: 'x'.repeat(1000), userName: 'a b', password: 'secret1' }).body;
    expect(body).toEqual({ name: { message: 'Name: at most 100 characters' }, userName: { message: 'User Name may contain letters, digits, dot, dash and underscore only.' } });
  });

  it('names a number beyond the safe range by the field’s own limit, not as "a whole number"', () => {
    const body = rejection(contract.results.saveFancy.input, { marketId: '5f00000000000000000000aa', number: 1e23 }).body as Record<string, { message: string }>;
    expect(body.number?.message).not.toMatch(/whole number/);
    expect(body.number?.message).toMatch(/at most/);
  });

  it('names each unknown field of a strict input', () => {
    expect(rejection(contract.cronLogs.list.input, { page: 1 }).body).toEqual({ page: { message: 'Unknown field.' } });
  });

  it('reports a body that is not an object under "body"', () => {
    expect(Object.keys(rejection(contract.auth.login.input, [1, 2]).body)).toEqual(['body']);
  });

  it('returns the parsed input when valid', () => {
    expect(parseInput(contract.auth.login.input, { userName: ' admin ', password: 'x' })).toEqual({ userName: 'admin', password: 'x' });
  });
});
