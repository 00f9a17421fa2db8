// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginInputSchema } from '@shared/contract/auth';
import { useLoginFields, validatePassword, validateUserName } from './login-fields';

afterEach(cleanup);

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

describe('the login form fields', () => {
  it('accept and refuse what the contract accepts and refuses', () => {
    for (const [userName, password] of [['admin', 'x'], ['  a  ', 'p'], ['', 'p'], ['   ', 'p'], ['a', ''], ['a'.repeat(100), 'p'.repeat(200)], ['a'.repeat(101), 'p'], ['a', 'p'.repeat(201)]] as const) {
      const ours = validateUserName(userName) === null && validatePassword(password) === null;
      expect(ours, `${userName.length} / ${password.length} characters`).toBe(loginInputSchema.safeParse({ userName, password }).success);
    }
  });

  it('show a message once a field was changed or left, and all of them on a submit', () => {
    const { result } = renderHook(() => useLoginFields());
    expect(result.current.inputProps('userName').error).toBeUndefined();
    expect(result.current.valid).toBe(false);
    act(() => result.current.inputProps('userName').onChange(typed('a')));
    act(() => result.current.inputProps('userName').onChange(typed('')));
    expect(result.current.inputProps('userName').error).toBe('Username is required.');
    expect(result.current.inputProps('password').error).toBeUndefined();
    act(() => result.current.inputProps('password').onBlur());
    expect(result.current.inputProps('password').error).toBe('Password is required.');
    act(() => result.current.inputProps('userName').onChange(typed('admin')));
    act(() => result.current.inputProps('password').onChange(typed('secret')));
    expect(result.current.valid).toBe(true);
    expect(result.current.values).toEqual({ userName: 'admin', password: 'secret' });
  });

  it('refuse a submit of empty fields and show why', () => {
    const { result } = renderHook(() => useLoginFields());
    let allowed = true;
    act(() => void (allowed = result.current.checkAll()));
    expect(allowed).toBe(false);
    expect(result.current.inputProps('userName').error).toBe('Username is required.');
    expect(result.current.inputProps('password').error).toBe('Password is required.');
  });
});
