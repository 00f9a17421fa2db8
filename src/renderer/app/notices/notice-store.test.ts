import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NOTICES, notices } from './notice-store';

afterEach(() => notices.clear());

describe('the notifications centre list', () => {
  it('keeps notices newest first, unread until marked, and drops a repeat within seconds', () => {
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 1_000);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 2_000);
    notices.record({ tone: 'success', message: 'Market settled.', href: '/dashboard/results' }, 3_000);
    expect(notices.get().map((n) => n.message)).toEqual(['Market settled.', 'You do not have permission to do this.']);
    expect(notices.get().every((n) => !n.read)).toBe(true);
    notices.markAllRead();
    expect(notices.get().every((n) => n.read)).toBe(true);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 10_000);
    expect(notices.get()).toHaveLength(3);
  });

  it('keeps at most the newest hundred', () => {
    for (let i = 0; i < MAX_NOTICES + 5; i += 1) notices.record({ tone: 'alert', message: `alert ${i}` }, i * 10_000);
    expect(notices.get()).toHaveLength(MAX_NOTICES);
    expect(notices.get()[0]?.message).toBe(`alert ${MAX_NOTICES + 4}`);
  });
});
