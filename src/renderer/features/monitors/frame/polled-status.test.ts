import { describe, expect, it } from 'vitest';
import { polledStatus } from './polled-status';
import { isStale } from './stale';

describe('the status of a polling monitor', () => {
  it('is live while its last read came, and stopped and dated by its last answer once a read fails', () => {
    expect(polledStatus({ isSuccess: true, isError: false, dataUpdatedAt: 1_000 })).toEqual({ health: 'live', gap: false });
    expect(polledStatus({ isSuccess: false, isError: false, dataUpdatedAt: 0 })).toEqual({ health: 'connecting', gap: false });
    expect(polledStatus({ isSuccess: false, isError: true, dataUpdatedAt: 1_000 })).toEqual({ health: 'stopped', gap: false, asOf: 1_000 });
    expect(polledStatus({ isSuccess: false, isError: true, dataUpdatedAt: 0 })).toEqual({ health: 'stopped', gap: false });
  });
});

describe('stale figures', () => {
  it('are any not live, except while connecting with nothing received', () => {
    expect(isStale({ health: 'live', gap: false })).toBe(false);
    expect(isStale({ health: 'connecting', gap: false })).toBe(false);
    expect(isStale({ health: 'connecting', gap: false, asOf: 1 })).toBe(true);
    for (const health of ['reconnecting', 'stopped', 'refused'] as const) expect(isStale({ health, gap: false })).toBe(true);
  });
});
