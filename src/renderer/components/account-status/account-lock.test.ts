import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract/session';
import { accountLock, mayGiveRole, STRONGER_ACCOUNT } from './account-lock';

const as = (id: string, role: string): SessionState => ({ status: 'loggedIn', user: { id, userName: id, role }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });

describe('which account rows a user may change', () => {
  it('never their own, and an admin’s only as an admin, as the exchange rules', () => {
    const manager = as('m1', 'manager');
    expect(accountLock(manager, { _id: 'm1', role: 'SUPER_MANAGER' })).toBe('Your own account');
    expect(accountLock(manager, { _id: 'a1', role: 'admin' })).toBe('Only an admin changes an admin account');
    expect(accountLock(manager, { _id: 'a1', role: 'ADMIN' })).toBe('Only an admin changes an admin account');
    expect(accountLock(manager, { _id: 't1', role: 'TRADER' })).toBeNull();
    expect(accountLock(as('a1', 'admin'), { _id: 'a2', role: 'admin' })).toBeNull();
    // An admin created from Staff has the role in capitals, as the exchange stores it.
    expect(accountLock(as('a3', 'ADMIN'), { _id: 'a2', role: 'admin' })).toBeNull();
    expect(accountLock(as('a1', 'admin'), { _id: 'a1', role: 'admin' })).toBe('Your own account');
    expect(accountLock({ status: 'loggedOut' }, { _id: 'a1', role: 'admin' })).toBeNull();
    // The exchange's row says the account holds flags the user lacks; a row that does not say is not locked.
    expect(accountLock(manager, { _id: 't2', role: 'TRADER', manageable: false })).toBe(STRONGER_ACCOUNT);
    expect(accountLock(manager, { _id: 't2', role: 'TRADER', manageable: true })).toBeNull();
  });

  it('offers the admin role for a new account only to an admin', () => {
    expect(mayGiveRole(as('m1', 'manager'), 'ADMIN')).toBe(false);
    expect(mayGiveRole(as('m1', 'manager'), 'TRADER')).toBe(true);
    expect(mayGiveRole(as('a3', 'ADMIN'), 'ADMIN')).toBe(true);
  });
});
