import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { runMigrations } from '../../db/migrations';
import { enterBall } from '../fancy/ball-by-ball';
import { enterResult } from '../../settlement/maker-checker';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { pendingBatch, restoreBatch, suspendAllMarkets, suspendAllState } from './suspend-all';

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

describe('suspend all and the off', () => {
  /** An open Match Odds market without a result (the first one has one, from a test above). */
  const openMatchWithoutResult = () => {
    const marketId = String(
      db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'matchOdds' AND m.status = 'open' AND m._id NOT IN (SELECT marketId FROM market_results) ORDER BY m._id LIMIT 1`).get()?._id,
    );
    return { marketId };
  };
  const openDateOf = (marketId: string) => new Date(String(db.prepare('SELECT e.openDate FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId)?.openDate));

  it('Restore leaves suspended a race whose off passed during a Suspend all, says how many, and reopens a market traded in play', () => {
    const race = fx.openRaceMarket('PLACE'); // Not the Win race above: that one has a result.
    const match = openMatchWithoutResult();
    const { batchId } = suspendAllMarkets(db, 'risk');
    const batch = db.prepare('SELECT _id FROM markets WHERE suspendBatchId = ?').all(batchId).map((row) => String(row._id));
    expect(batch).toEqual(expect.arrayContaining([race.marketId, match.marketId]));

    // Both events have started: the race is off (its bets closed then), the match is traded in play.
    const later = new Date(Math.max(openDateOf(race.marketId).getTime(), openDateOf(match.marketId).getTime()) + 1000);
    const answer = restoreBatch(db, batchId, 'risk', later);

    expect(marketRow(race.marketId)).toMatchObject({ status: 'suspended', suspendBatchId: null });
    expect(marketRow(match.marketId)).toMatchObject({ status: 'open', suspendBatchId: null });
    const stayed = batch.filter((marketId) => marketRow(marketId)?.status === 'suspended');
    expect(answer).toEqual({ restored: batch.length - stayed.length, stayedSuspendedOff: stayed.length });
    expect(stayed.length).toBeGreaterThan(0);
    const families = db.prepare(`SELECT DISTINCT t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(stayed));
    expect(families.map((row) => row.family)).toEqual(['racing']);
    expect(pendingBatch(db)).toBeNull();
  });

  it('reopens a race of the batch whose off has not come yet', () => {
    const race = fx.openRaceMarket('WIN', 1);
    const { batchId } = suspendAllMarkets(db, 'risk');
    const answer = restoreBatch(db, batchId, 'risk', new Date(openDateOf(race.marketId).getTime() - 1000));
    expect(marketRow(race.marketId)).toMatchObject({ status: 'open', suspendBatchId: null });
    expect(answer.restored).toBeGreaterThan(0);
  });

  it('counts as past the off only the races that stay suspended for it, not one kept suspended by its result', () => {
    const resulted = fx.openRaceMarket('WIN', 2);
    const plain = fx.openRaceMarket('PLACE', 2);
    const { batchId } = suspendAllMarkets(db, 'risk');
    enterResult(db, { marketId: resulted.marketId, entered: { winnerIds: [resulted.outcomes[0] ?? ''] }, voidFactor: 0 }, alice, 'enter');
    db.prepare('UPDATE markets SET suspendBatchId = ? WHERE _id = ?').run(batchId, resulted.marketId);
    const batch = db.prepare('SELECT _id FROM markets WHERE suspendBatchId = ?').all(batchId).map((row) => String(row._id));

    const later = new Date(Math.max(openDateOf(resulted.marketId).getTime(), openDateOf(plain.marketId).getTime()) + 1000);
    const answer = restoreBatch(db, batchId, 'risk', later);

    const stayed = batch.filter((marketId) => marketRow(marketId)?.status === 'suspended');
    expect(stayed).toEqual(expect.arrayContaining([resulted.marketId, plain.marketId]));
    expect(answer.stayedSuspendedOff).toBe(stayed.length - 1);
  });
});

describe('suspend all and a fancy ball in flight', () => {
  const ball = (eventId: string, action: 'bowl' | 'deliver') => enterBall(db, { eventId, action, runs: 4, wicket: false, extra: 'none' }, 'scorer');

  it('suspends a market in ball running, counts it as open beforehand, and the ball’s end leaves it suspended until Restore opens it', () => {
    const { marketId } = fx.openMarket('fancy');
    const eventId = String(db.prepare('SELECT eventId FROM markets WHERE _id = ?').get(marketId)?.eventId);
    const openBefore = suspendAllState(db).openCount;
    ball(eventId, 'bowl');
    expect(marketRow(marketId)).toMatchObject({ status: 'ballRunning' });
    expect(suspendAllState(db).openCount).toBe(openBefore);

    const { batchId, added } = suspendAllMarkets(db, 'risk');
    expect(added).toBe(openBefore);
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended', suspendBatchId: batchId });
    expect(ball(eventId, 'deliver').changed).toEqual([]);
    expect(marketRow(marketId)).toMatchObject({ status: 'suspended', suspendBatchId: batchId });
    expect(fx.bet({ marketId, outcomeId: 'yes', side: 'yes', odds: null, line: 50, rate: 100 }).accepted).toBe(false);

    restoreBatch(db, batchId, 'risk');
    expect(marketRow(marketId)).toMatchObject({ status: 'open', suspendBatchId: null });
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

    expect(restoreBatch(db, 'newest-empty', 'risk')).toEqual({ restored: 3, stayedSuspendedOff: 0 });
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
