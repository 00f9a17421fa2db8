import { describe, expect, it } from 'vitest';
import { loginFailureText } from './auth-messages';

describe('loginFailureText', () => {
  it('shows the exchange message when it was text', () => {
    expect(loginFailureText({ kind: 'exchange', status: 200, message: 'Invalid username or password' })).toBe(
      'Invalid username or password',
    );
  });

  it("prefers the password field's message when the exchange sent an object of messages", () => {
    expect(
      loginFailureText({
        kind: 'exchange',
        message: 'User not found',
        fieldErrors: { userName: 'User not found', password: 'Password is incorrect' },
      }),
    ).toBe('Password is incorrect');
  });

  it('falls back to the general message when the object has no password entry', () => {
    expect(loginFailureText({ kind: 'exchange', message: 'User not found', fieldErrors: { userName: 'User not found' } })).toBe(
      'User not found',
    );
  });
});
