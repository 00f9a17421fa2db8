import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, dayEnd, dayStart } from './audit-format';

describe('audit rows, as read', () => {
  it('names known actions and keeps unknown ones as recorded', () => {
    expect(actionLabel('trader.status')).toBe('Trader status changed');
    expect(actionLabel('market.settle')).toBe('market.settle');
  });

  it('shows a change as field: value lines, lists joined', () => {
    expect(changeLines({ status: 'inactive' })).toEqual(['status: inactive']);
    expect(changeLines({ granted: ['addSport', 'navigation'] })).toEqual(['granted: addSport, navigation']);
    expect(changeLines({ granted: [] })).toEqual(['granted: (none)']);
    expect(changeLines(null)).toEqual([]);
  });

  it('turns a local calendar day into the instants that bound it', () => {
    const start = new Date(dayStart('2026-03-04') ?? '');
    const end = new Date(dayEnd('2026-03-04') ?? '');
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([2026, 2, 4, 0]);
    expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
    expect(dayStart('')).toBeUndefined();
  });
});
