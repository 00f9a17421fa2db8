import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NOTICES, notices } from '../notices/notice-store';
import { fakeSession, loggedInAs } from './fake-session';
import { KEPT_NOTICES_KEY, keepNoticesAcrossReloads, type NoticeStorage } from './kept-notices';

const memoryStorage = () => {
  const items = new Map<string, string>();
  const storage: NoticeStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
};

/** The session's first answer and what it restores arrive after a turn of the event loop. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stopKeeping: (() => void) | undefined;
/** A window loads: its store starts empty, its sessionStorage is what it was. */
const load = async (storage: NoticeStorage, session: ReturnType<typeof fakeSession>) => {
  stopKeeping?.();
  notices.clear();
  stopKeeping = keepNoticesAcrossReloads(session.source, storage);
  await settle();
};
const messages = () => notices.get().map((notice) => notice.message);

afterEach(() => {
  stopKeeping?.();
  stopKeeping = undefined;
  notices.clear();
});

describe('the notifications list kept across a reload', () => {
  it('shows the same list after a reload, read marks and repeat counts included, and keeps no more than the notice itself', async () => {
    const { storage, items } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.', href: '/dashboard/users' }, 1_000);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.', href: '/dashboard/users' }, 2_000);
    notices.markAllRead();
    notices.record({ tone: 'success', message: 'Market settled.', href: '/dashboard/results' }, 3_000);
    const before = notices.get().map(({ id: _id, ...notice }) => notice);

    await load(storage, session);
    expect(notices.get().map(({ id: _id, ...notice }) => notice)).toEqual(before);
    expect(notices.get()[1]).toMatchObject({ count: 2, read: true, lastAt: 2_000 });
    const kept = JSON.parse(items.get(KEPT_NOTICES_KEY) ?? '') as { userId: string; notices: object[] };
    expect(kept.userId).toBe('a1');
    expect(Object.keys(kept.notices[0] ?? {}).sort()).toEqual(['at', 'count', 'href', 'lastAt', 'message', 'read', 'tone']);
  });

  it('never shows one user’s notices to another, after a reload or after a session that ended by itself', async () => {
    const { storage } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    notices.record({ tone: 'alert', message: 'Risk alert: market Final is past its threshold' });
    // The session expired; another user logs in in this window.
    session.change({ status: 'loggedOut', reason: 'expired' });
    session.change(loggedInAs('b2'));
    expect(messages()).toEqual([]);
    notices.record({ tone: 'success', message: 'Market settled.' });
    // B's list is the one kept now: A, back in this window after a reload, sees nothing of B's, nor their own.
    session.change({ status: 'loggedOut', reason: 'expired' });
    await load(storage, fakeSession(loggedInAs('a1')));
    expect(messages()).toEqual([]);
  });

  it('keeps the list for the same user logging in again after the session expired', async () => {
    const { storage } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    notices.record({ tone: 'error', message: 'Service temporarily unavailable.' });
    session.change({ status: 'loggedOut', reason: 'expired' });
    session.change(loggedInAs('a1'));
    expect(messages()).toEqual(['Service temporarily unavailable.']);
    await load(storage, session);
    expect(messages()).toEqual(['Service temporarily unavailable.']);
  });

  it('clears the list and what is kept when the user logs out', async () => {
    const { storage, items } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    notices.record({ tone: 'error', message: 'Service temporarily unavailable.' });
    session.change({ status: 'loggedOut', reason: 'logout' });
    expect(messages()).toEqual([]);
    expect(items.has(KEPT_NOTICES_KEY)).toBe(false);
    session.change(loggedInAs('a1'));
    await load(storage, session);
    expect(messages()).toEqual([]);
  });

  it('gives the next user nothing that came in after the last user logged out (a late answer to their call)', async () => {
    const { storage } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    session.change({ status: 'loggedOut', reason: 'logout' });
    notices.record({ tone: 'success', message: 'Market settled.', href: '/dashboard/results' });
    session.change(loggedInAs('b2'));
    await settle();
    expect(messages()).toEqual([]);
  });

  it('ignores what does not read back: not JSON, another shape, a bad line; and keeps at most the list’s size', async () => {
    const { storage, items } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    for (const unreadable of ['{not json', '"a string"', JSON.stringify({ userId: 7, notices: [] }), JSON.stringify({ userId: 'a1', notices: 'none' })]) {
      items.set(KEPT_NOTICES_KEY, unreadable);
      await load(storage, session);
      expect(messages()).toEqual([]);
    }
    const line = (message: string) => ({ at: 1, tone: 'error', message, read: false, count: 1, lastAt: 1 });
    items.set(KEPT_NOTICES_KEY, JSON.stringify({ userId: 'a1', notices: [line('kept'), { ...line('bad tone'), tone: 'loud' }, { message: 'half' }, null] }));
    await load(storage, session);
    expect(messages()).toEqual(['kept']);
    items.set(KEPT_NOTICES_KEY, JSON.stringify({ userId: 'a1', notices: Array.from({ length: MAX_NOTICES + 20 }, (_, i) => line(`n${i}`)) }));
    await load(storage, session);
    expect(notices.get()).toHaveLength(MAX_NOTICES);
    expect(messages()[0]).toBe('n0');
  });

  it('keeps a risk alert’s amounts as figures across a reload, and a line whose figures do not read as its words', async () => {
    const { storage, items } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    const parts = ['Risk alert: Punter punter0007: exposure ', { minor: 1_248_000 }, ' is past its threshold ', { minor: 1_200_000 }];
    notices.record({ tone: 'alert', message: 'Risk alert: Punter punter0007: exposure ₹12,480.00 is past its threshold ₹12,000.00', parts });
    await load(storage, session);
    expect(notices.get()[0]?.parts).toEqual(parts);

    const line = { at: 1, tone: 'alert', message: 'as written', read: false, count: 1, lastAt: 1 };
    items.set(KEPT_NOTICES_KEY, JSON.stringify({ userId: 'a1', notices: [{ ...line, parts: [{ minor: 1.5 }] }, { ...line, parts: 'text' }, { ...line, parts: [{ minor: '9' }] }] }));
    await load(storage, session);
    expect(notices.get().map((notice) => [notice.message, notice.parts])).toEqual([
      ['as written', undefined],
      ['as written', undefined],
      ['as written', undefined],
    ]);
  });

  it('keeps what this load raised before the session answered, above the list read back', async () => {
    const { storage } = memoryStorage();
    const session = fakeSession(loggedInAs('a1'));
    await load(storage, session);
    notices.record({ tone: 'success', message: 'Market settled.' }, 1_000);
    const reloaded = load(storage, session);
    // The page's first read failed before the session's answer came.
    notices.record({ tone: 'error', message: 'Service temporarily unavailable.' }, 5_000);
    await reloaded;
    expect(messages()).toEqual(['Service temporarily unavailable.', 'Market settled.']);
  });
});
