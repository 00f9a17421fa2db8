import { describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { createContinuity } from './continuity';

const loggedIn = (id: string): SessionState => ({ status: 'loggedIn', user: { id, userName: id, role: 'ADMIN' }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });

const fakeSession = () => {
  let state: SessionState = { status: 'loggedOut' };
  const listeners = new Set<(s: SessionState) => void>();
  return {
    getState: () => state,
    subscribe: (l: (s: SessionState) => void) => (listeners.add(l), () => listeners.delete(l)),
    set(next: SessionState) {
      state = next;
      for (const l of listeners) l(next);
    },
  };
};

const window1 = { windowId: 'w1' };

describe('drafts and places in main', () => {
  it('keeps a draft without its password across an expiry for the same user only, and forgets all at an explicit logout', async () => {
    const session = fakeSession();
    const { handlers } = createContinuity(session);
    session.set(loggedIn('ann'));
    await handlers['continuity.saveDraft']?.({ formId: 'traders.add:x', label: 'Create User', values: { name: 'Half', password: 'secret1', nested: { otpCode: '1' } } }, window1);
    await handlers['continuity.rememberPlace']?.({ path: '/dashboard/market-trader' }, window1);

    session.set({ status: 'loggedOut', reason: 'expired' });
    expect((await handlers['continuity.draft']?.({ formId: 'traders.add:x' }, window1))?.ok).toBe(false);
    expect((await handlers['continuity.discardDraft']?.({ formId: 'traders.add:x' }, window1))?.ok).toBe(false);

    session.set(loggedIn('bob'));
    expect(await handlers['continuity.draft']?.({ formId: 'traders.add:x' }, window1)).toEqual({ ok: true, data: null });
    expect(await handlers['continuity.resumePlace']?.(undefined, window1)).toEqual({ ok: true, data: { path: null } });

    session.set(loggedIn('ann'));
    const draft = await handlers['continuity.draft']?.({ formId: 'traders.add:x' }, window1);
    expect(draft).toMatchObject({ ok: true, data: { label: 'Create User', values: { name: 'Half', nested: {} } } });
    expect(JSON.stringify(draft)).not.toContain('secret1');
    expect(await handlers['continuity.resumePlace']?.(undefined, window1)).toEqual({ ok: true, data: { path: '/dashboard/market-trader' } });
    expect(await handlers['continuity.resumePlace']?.(undefined, window1)).toEqual({ ok: true, data: { path: null } });

    session.set({ status: 'loggedOut', reason: 'logout' });
    session.set(loggedIn('ann'));
    expect(await handlers['continuity.drafts']?.(undefined, window1)).toEqual({ ok: true, data: [] });
  });
});
