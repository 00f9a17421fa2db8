import { afterEach, describe, expect, it } from 'vitest';
import { setFormatSettings } from '@renderer/lib/format';
import { MAX_NOTICES, notices } from './notice-store';
import { noticeText, type NoticePart } from './notice-words';

afterEach(() => {
  notices.clear();
  setFormatSettings({ grouping: 'indian' });
});

describe('the notifications centre list', () => {
  it('keeps notices newest first, unread until marked, and counts a repeat of the newest', () => {
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 1_000);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 2_000);
    notices.record({ tone: 'success', message: 'Market settled.', href: '/dashboard/results' }, 3_000);
    expect(notices.get().map((n) => n.message)).toEqual(['Market settled.', 'You do not have permission to do this.']);
    expect(notices.get()[1]).toMatchObject({ count: 2, at: 1_000, lastAt: 2_000 });
    expect(notices.get().every((n) => !n.read)).toBe(true);
    notices.markAllRead();
    expect(notices.get().every((n) => n.read)).toBe(true);
    notices.record({ tone: 'error', message: 'You do not have permission to do this.' }, 10_000);
    expect(notices.get()).toHaveLength(3);
  });

  it('keeps one line for a failure repeated through an outage, counting it while it keeps coming', () => {
    // A list read again every 10 s for two minutes: one notice, raised 13 times, its last time the latest.
    for (let t = 0; t <= 120_000; t += 10_000) notices.record({ tone: 'error', message: 'Service temporarily unavailable.' }, t);
    expect(notices.get()).toEqual([expect.objectContaining({ message: 'Service temporarily unavailable.', count: 13, at: 0, lastAt: 120_000 })]);
    // Read in the bell, then raised again: unread again, since it is still happening.
    notices.markAllRead();
    notices.record({ tone: 'error', message: 'Service temporarily unavailable.' }, 130_000);
    expect(notices.get()[0]).toMatchObject({ count: 14, read: false });
    // The same failure after a quiet minute is news again.
    notices.record({ tone: 'error', message: 'Service temporarily unavailable.' }, 200_000);
    expect(notices.get().map((n) => n.count)).toEqual([1, 14]);
  });

  it('counts a repeat by the words it shows: amounts as figures, in the grouping of the moment', () => {
    const parts: NoticePart[] = ['Risk alert: Punter punter0007: exposure ', { minor: 123_456_00 }];
    notices.record({ tone: 'alert', message: 'Risk alert: Punter punter0007: exposure ₹1,23,456.00', parts }, 1_000);
    setFormatSettings({ grouping: 'international' });
    notices.record({ tone: 'alert', message: 'Risk alert: Punter punter0007: exposure ₹123,456.00', parts }, 2_000);
    expect(notices.get().map((n) => [noticeText(n), n.count])).toEqual([['Risk alert: Punter punter0007: exposure ₹123,456.00', 2]]);
  });

  it('keeps at most the newest hundred', () => {
    for (let i = 0; i < MAX_NOTICES + 5; i += 1) notices.record({ tone: 'alert', message: `alert ${i}` }, i * 10_000);
    expect(notices.get()).toHaveLength(MAX_NOTICES);
    expect(notices.get()[0]?.message).toBe(`alert ${MAX_NOTICES + 4}`);
  });
});
