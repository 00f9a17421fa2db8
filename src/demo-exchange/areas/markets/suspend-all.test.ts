import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { runMigrations } from '../../db/migrations';
import { enterResult } from '../../settlement/maker-checker';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { pendingBatch, restoreBatch, suspendAllMarkets } from './suspend-all';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, alice } = fx;
const marketRow = (marketId: string) => db.prepare('SELECT status, suspendBatchId FROM markets WHERE _id = ?').get(marketId);

describe('suspend all and results', () => {
  it('a market whose result is entered during a Suspend all stays suspended on Restore and takes no bet', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = ''] = outcomes;
    const { batchId } = suspendAllMarkets(db, 'risk');
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended', suspendBatchId: batchId });

    const heldBefore = pendingBatch(db)?.stillSuspended ?? 0;
    enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'enter');
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended', suspendBatchId: null });
    expect(pendingBatch(db)?.stillSuspended).toBe(heldBefore - 1);

    restoreBatch(db, batchId, 'risk');
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended' });
    const bet = fx.bet({ marketId, outcomeId: home });
    expect(bet.accepted).toBe(false);
    expect(bet.bet.message).toBeTruthy();
  });

  it('Restore leaves suspended a market of the batch with a result, even one that kept its batch id', () => {
    const { marketId, outcomes } = fx.openRaceMarket('WIN');
    const [home = ''] = outcomes;
    const { batchId } = suspendAllMarkets(db, 'risk');
    // A result row written while the market kept its batch id (as an earlier version left them).
    enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'enter');
    db.prepare('UPDATE markets SET suspendBatchId = ? WHERE _id = ?').run(batchId, marketId);

    const { restored } = restoreBatch(db, batchId, 'risk');
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended', suspendBatchId: null });
    expect(restored).toBeGreaterThan(0);
    expect(fx.bet({ marketId, outcomeId: home }).accepted).toBe(false);
  });
});

describe('migration 201: batches doubled by an earlier bug', () => {
  const batch = (batchId: string, at: string, n: number) => db.prepare('INSERT INTO suspend_batches (batchId, at, actor, count) VALUES (?, ?, ?, ?)').run(batchId, at, 'risk', n);
  const batchRow = (batchId: string) => db.prepare('SELECT count, restoredAt, restoredBy FROM suspend_batches WHERE batchId = ?').get(batchId);

  it('merges the markets of every unrestored batch into the newest, which Restore then reopens whole', () => {
    const open = db.prepare(`SELECT _id FROM markets WHERE status = 'open' ORDER BY _id LIMIT 3`).all().map((row) => String(row._id));
    expect(open).toHaveLength(3);
    const [first = '', second = '', third = ''] = open;
    const suspendBy = (batchId: string, marketId: string) => db.prepare(`UPDATE markets SET status = 'suspended', suspendBatchId = ? WHERE _id = ?`).run(batchId, marketId);
    batch('oldest', '2026-01-01T10:00:00.000Z', 2);
    suspendBy('oldest', first);
    suspendBy('oldest', second);
    batch('older', '2026-01-01T10:05:00.000Z', 1);
    suspendBy('older', third);
    batch('newest-empty', '2026-01-01T10:06:00.000Z', 0);
    batch('restored-long-ago', '2026-01-01T09:00:00.000Z', 0);
    db.prepare(`UPDATE suspend_batches SET restoredAt = '2026-01-01T09:30:00.000Z', restoredBy = 'risk' WHERE batchId = 'restored-long-ago'`).run();

    db.prepare('DELETE FROM schema_migrations WHERE version = 201').run();
    expect(runMigrations(db)).toEqual([201]);

    expect(pendingBatch(db)).toMatchObject({ batchId: 'newest-empty', count: 3, stillSuspended: 3 });
    expect(batchRow('oldest')).toMatchObject({ restoredAt: expect.any(String), restoredBy: 'merged into newest-empty' });
    expect(batchRow('older')).toMatchObject({ restoredAt: expect.any(String), restoredBy: 'merged into newest-empty' });
    expect(batchRow('restored-long-ago')).toMatchObject({ restoredAt: '2026-01-01T09:30:00.000Z', restoredBy: 'risk' });

    expect(restoreBatch(db, 'newest-empty', 'risk')).toEqual({ restored: 3 });
    expect(open.map((marketId) => marketRow(marketId)?.status)).toEqual(['open', 'open', 'open']);
    expect(pendingBatch(db)).toBeNull();
  });

  it('changes nothing when no batch, or a single one, is unrestored', () => {
    const before = db.prepare('SELECT * FROM suspend_batches ORDER BY batchId').all();
    db.prepare('DELETE FROM schema_migrations WHERE version = 201').run();
    expect(runMigrations(db)).toEqual([201]);
    expect(db.prepare('SELECT * FROM suspend_batches ORDER BY batchId').all()).toEqual(before);

    const { batchId, suspended } = suspendAllMarkets(db, 'risk');
    db.prepare('DELETE FROM schema_migrations WHERE version = 201').run();
    runMigrations(db);
    expect(pendingBatch(db)).toMatchObject({ batchId, count: suspended, stillSuspended: suspended });
    restoreBatch(db, batchId, 'risk');
  });
});

describe('the audit of Suspend all and Restore', () => {
  it('shows every figure of the answer it records, so a second press reads as suspending none', () => {
    const first = suspendAllMarkets(db, 'risk');
    const again = suspendAllMarkets(db, 'risk');
    expect(again).toMatchObject({ batchId: first.batchId, suspended: first.suspended, added: 0 });
    const shown = AUDIT_ACTIONS['market.suspendAll'].fields ?? {};
    expect(Object.keys(again).filter((field) => !(field in shown))).toEqual([]);
    expect(shown).toMatchObject({ added: { label: 'Suspended by this press', format: 'count' } });
    const restored = restoreBatch(db, first.batchId, 'risk');
    expect(Object.keys(restored).filter((field) => !(field in (AUDIT_ACTIONS['market.restoreAll'].fields ?? {})))).toEqual([]);
  });
});
