import { describe, expect, it } from 'vitest';
import { BridgeCallError } from '@renderer/app/errors';
import { allPolled, polledStatus } from './polled-status';
import { isStale } from './stale';

const unreachable = new BridgeCallError({ kind: 'network', message: 'The exchange could not be reached.' });
/** What a monitor shows once a read failed for want of the exchange: stopped, why, and as of its last answer. */
const stoppedUnreachable = (asOf: number) => ({ health: 'stopped', message: 'The exchange could not be reached.', gap: false, asOf });

describe('the status of a polling monitor', () => {
  it('is live while its last read came, and stopped and dated by its last answer once a read fails', () => {
    expect(polledStatus({ isSuccess: true, isError: false, dataUpdatedAt: 1_000 })).toEqual({ health: 'live', gap: false });
    expect(polledStatus({ isSuccess: false, isError: false, dataUpdatedAt: 0 })).toEqual({ health: 'connecting', gap: false });
    expect(polledStatus({ isSuccess: false, isError: true, dataUpdatedAt: 1_000 })).toMatchObject({ health: 'stopped', gap: false, asOf: 1_000 });
    expect(polledStatus({ isSuccess: false, isError: true, dataUpdatedAt: 0 })).toMatchObject({ health: 'stopped', gap: false });
  });

  it("carries a failed read's message, and a refusal is no access rather than a bare stop (QA live4 #6)", () => {
    const refused = new BridgeCallError({ kind: 'forbidden', status: 403, message: 'You do not have permission to view streams.' });
    expect(polledStatus({ isSuccess: false, isError: true, error: refused, dataUpdatedAt: 0 })).toEqual({
      health: 'refused',
      message: 'You do not have permission to view streams.',
      gap: false,
    });
    expect(polledStatus({ isSuccess: false, isError: true, error: unreachable, dataUpdatedAt: 2_000 })).toEqual(stoppedUnreachable(2_000));
  });
});

describe('several reads behind one polling monitor (the casino tables: latest and unsettled rounds)', () => {
  it('are live once all answered, and failed with the first failure when any failed', () => {
    const ok = { isSuccess: true, isError: false, dataUpdatedAt: 5_000 };
    expect(allPolled(ok, { ...ok, dataUpdatedAt: 4_000 })).toEqual({ isSuccess: true, isError: false, error: undefined, dataUpdatedAt: 4_000 });
    expect(allPolled(ok, { isSuccess: false, isError: false, dataUpdatedAt: 0 })).toMatchObject({ isSuccess: false, isError: false });
    expect(polledStatus(allPolled(ok, { isSuccess: false, isError: true, error: unreachable, dataUpdatedAt: 3_000 }))).toEqual(stoppedUnreachable(3_000));
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
