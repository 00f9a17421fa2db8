import { afterAll, describe, expect, it } from 'vitest';
import type { SelectionStatus } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { AuditEntry } from '../../db/audit';
import type { RouteContext } from '../../kit/route';
import { reservedExposure } from '../../money/exposure-store';
import { brokenInvariants } from '../../settlement/invariants';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { marketRoutes } from './routes';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db } = fx;
const [punter = ''] = fx.punters;
/** When the lays are struck: before the race's off, as in the racing desk's tests. */
const struck = new Date(Date.UTC(2026, 10, 26, 12, 1));

/** The Markets screen's selection status call, as the exchange runs it for a trader (audit entries kept in `audited`). */
const audited: Array<Omit<AuditEntry, 'actorId' | 'actorUserName'>> = [];
const setSelection = (marketId: string, selectionId: string, status: SelectionStatus, audit: RouteContext['audit'] = (entry) => audited.push(entry)) => {
  const handler = marketRoutes[contract.markets.setSelectionStatus.id];
  if (!handler) throw new Error('No selection status route.');
  const ctx = { db, user: null, sessionId: null, ip: '', userAgent: '', idempotencyKey: null, audit, log: () => undefined } as unknown as RouteContext;
  return handler.handle({ marketId, selectionId, status }, ctx);
};

/** D's status and the punter's reservation are these, and every invariant holds (6: each reservation is its worst case). */
const expectState = (marketId: string, d: string, status: SelectionStatus, reserved: number) => {
  expect(String(db.prepare('SELECT status FROM selections WHERE _id = ?').get(d)?.status)).toBe(status);
  expect(reservedExposure(db, punter, marketId)).toBe(reserved);
  expect(brokenInvariants(db)).toEqual([]);
};

/**
 * Runs `test` on a fresh race (rolled back after): its Win market, runners A to D, the punter laying C and D
 * at 2 for 100 each. Each lay covers the other, so they risk nothing while both run.
 */
const onARace = async (test: (race: { marketId: string; d: string }) => Promise<void>) => {
  db.exec('BEGIN');
  try {
    const { marketId, outcomes } = fx.openRaceMarket('WIN');
    const [, , c = '', d = ''] = outcomes;
    for (const outcomeId of [c, d]) expect(fx.bet({ marketId, outcomeId, accountId: punter, side: 'lay', odds: 2, stake: 100_00, placedAt: struck }).accepted).toBe(true);
    expectState(marketId, d, 'active', 0);
    await test({ marketId, d });
  } finally {
    db.exec('ROLLBACK');
  }
};

describe('a selection removed by hand on the Markets screen', () => {
  it('reserves the punters again in the same call: the lay of D no longer covers C, so the punter holds 100', async () => {
    await onARace(async ({ marketId, d }) => {
      await setSelection(marketId, d, 'removed');
      expectState(marketId, d, 'removed', 100_00);
    });
  });

  it('reserves again when a suspended selection is removed (suspending one changes no worst case)', async () => {
    await onARace(async ({ marketId, d }) => {
      await setSelection(marketId, d, 'suspended');
      expectState(marketId, d, 'suspended', 0);
      await setSelection(marketId, d, 'removed');
      expectState(marketId, d, 'removed', 100_00);
    });
  });

  it('is refused once the market has a result: removing a selection then would change what was verified', async () => {
    await onARace(async ({ marketId, d }) => {
      fx.declare(marketId, { winnerIds: [d] });
      await expect(setSelection(marketId, d, 'removed')).rejects.toThrow(M.removedAfterResult('Declared'));
      expectState(marketId, d, 'active', 0);
    });
  });

  it('cannot bring a removed selection back, and the refusal leaves the reservation as it stands', async () => {
    await onARace(async ({ marketId, d }) => {
      await setSelection(marketId, d, 'removed');
      await expect(setSelection(marketId, d, 'active')).rejects.toThrow('A selection cannot go from removed to active.');
      expectState(marketId, d, 'removed', 100_00);
    });
  });

  it('is one transaction with its reservations: when the change fails after them, neither the status nor a reservation moves', async () => {
    await onARace(async ({ marketId, d }) => {
      const failingAudit = () => {
        throw new Error('The audit log is unavailable.');
      };
      await expect(setSelection(marketId, d, 'removed', failingAudit)).rejects.toThrow('The audit log is unavailable.');
      expectState(marketId, d, 'active', 0);
    });
  });

  it('audits the change with the status before and after', async () => {
    await onARace(async ({ marketId, d }) => {
      audited.length = 0;
      await setSelection(marketId, d, 'removed');
      expect(audited).toEqual([expect.objectContaining({ action: 'selection.status', targetId: d, before: { status: 'active' }, after: { status: 'removed', marketId } })]);
    });
  });
});
