import { describe, expect, it } from 'vitest';
import { changePasswordInputSchema, loginInputSchema } from '@shared/contract';
import { numberResultSchema } from '@shared/contract/results';
import { zodFormResolver } from './zod-form-resolver';

describe('zodFormResolver', () => {
  const login = zodFormResolver(loginInputSchema);
  const changePassword = zodFormResolver(changePasswordInputSchema);

  it('reports nothing for valid values', () => {
    expect(login({ userName: 'admin', password: 'secret' })).toEqual({});
  });

  it('gives the specification messages for empty login fields', () => {
    expect(login({ userName: '', password: '' })).toEqual({
      userName: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it('treats a username of spaces as empty', () => {
    expect(login({ userName: '   ', password: 'x' })).toEqual({ userName: 'Username is required.' });
  });

  it('keeps only the first message per field', () => {
    expect(changePassword({ oldPassword: '', newPassword: '' })).toEqual({
      oldPassword: 'Old Password is required.',
      newPassword: 'New Password is required.',
    });
  });

  it('says a pasted fancy result past any whole number is above its limit, not that it is not whole (T28)', () => {
    const fancyResult = zodFormResolver(numberResultSchema);
    const entry = (number: number) => ({ marketId: '65a1b2c3d4e5f60718293a4b', voidFactor: 0, number });
    expect(fancyResult(entry(Number('99999999999999999999999')))).toEqual({ number: 'Result: at most 100000.' });
    expect(fancyResult(entry(-Number('99999999999999999999999')))).toEqual({ number: 'Result: 0 or more.' });
    expect(fancyResult(entry(45))).toEqual({});
  });

  it('asks for at least six characters in a new password', () => {
    expect(changePassword({ oldPassword: 'old', newPassword: 'abc' })).toEqual({
      newPassword: 'Password must be at least 6 characters long.',
    });
  });
});
