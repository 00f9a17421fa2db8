import { describe, expect, it } from 'vitest';
import { changePasswordInputSchema, loginInputSchema } from '@shared/contract';
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

  it('asks for at least six characters in a new password', () => {
    expect(changePassword({ oldPassword: 'old', newPassword: 'abc' })).toEqual({
      newPassword: 'Password must be at least 6 characters long.',
    });
  });
});
