import { afterAll, describe, expect, it } from 'vitest';
import { ledgerSum, moneyOf } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { enterResult, holdResult } from './maker-checker';
import { marketResultOf } from './market-result';
import { previewSettlement, settleMarket, unsettleMarket } from './settle';
import { openSettlementFixture } from './settlement-fixture';
import { liveSettlement } from './settlements';
import { preVoid, voidBets, voidMarket } from './voids';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, alice, bob, carol } = fx;
const [p1 = '', p2 = '', p3 = ''] = fx.punters;

const refusal = (fn: () => unknown): { status: number; message: string } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: typeof error.body === 'string' ? error.body : JSON.stringify(error.body) };
    throw error;
  }
  throw new Error('expected a refusal');
};
/** The body of a refusal worded under one input field (the exchange's object-shaped message). */
const fieldRefusal = (fn: () => unknown, field: string): { status: number; message: string | undefined } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError && typeof error.body === 'object') return { status: error.status, message: error.body[field]?.message };
    throw error;
  }
  throw new Error('expected a refusal');
};
/** What the Settle dialog shows and the console sends back: the preview's version, result and money. */
const shown = (marketId: string) => {
  const { nextVersion, resultKey, plan } = previewSettlement(db, marketId);
  return { version: nextVersion, resultKey, betCount: plan.bets.length, punterWon: plan.punterWon, punterLost: plan.punterLost };
};
const postingCount = () => Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);
const marketStatus = (marketId: string) => String(db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status);
const balances = () => fx.punters.map((id) => moneyOf(db, id));
const batchSum = (batchId: string) => Number(db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_postings WHERE batchId = ?').get(batchId)?.s);

describe('maker-checker', () => {
  it('suspends the market on the first entry, refuses self-verification, queues a mismatch, declares on agreement', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = '', away = ''] = outcomes;
    const first = enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'enter');
    expect(first.after).toMatchObject({ status: 'pending', makerName: 'alice' });
    expect(marketStatus(marketId)).toBe('suspended');
    expect(refusal(() => enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'verify'))).toMatchObject({ status: 403 });
    expect(refusal(() => enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, alice, 'enter'))).toMatchObject({ status: 403 });
    const mismatch = enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, bob, 'verify');
    expect(mismatch).toMatchObject({ effect: 'mismatch', after: { status: 'checking' } });
    const declared = enterResult(db, { marketId, entered: { winnerIds: [home] }, voidFactor: 0 }, carol, 'verify');
    expect(declared.after).toMatchObject({ status: 'declared', makerName: 'alice', checkerName: 'carol' });
  });

  it('refuses a result that is not one of the market’s selections, and a second winner outside racing and sportsbooks', () => {
    const { marketId, outcomes } = fx.openMarket('bookmaker');
    expect(refusal(() => enterResult(db, { marketId, entered: { winnerIds: ['nope'] }, voidFactor: 0 }, alice, 'enter')).status).toBe(422);
    expect(refusal(() => enterResult(db, { marketId, entered: { winnerIds: outcomes.slice(0, 2) }, voidFactor: 0 }, alice, 'enter')).message).toMatch(/one winner/);
  });
});

describe('settle, unsettle, resettle', () => {
  it('pays every bet once, balances the ledger, releases exposure, and a repeat posts nothing', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = '', away = ''] = outcomes;
    fx.bet({ marketId, outcomeId: home, accountId: p1, side: 'back', odds: 2.5, stake: 100_00 });
    fx.bet({ marketId, outcomeId: away, accountId: p2, side: 'back', odds: 3, stake: 50_00 });
    fx.bet({ marketId, outcomeId: home, accountId: p3, side: 'lay', odds: 2, stake: 40_00 });
    const before = balances();
    expect(refusal(() => settleMarket(db, { marketId, idempotencyKey: 'k-early', actor: alice })).status).toBe(409);
    fx.declare(marketId, { winnerIds: [home] });
    const { settlement, replayed } = settleMarket(db, { marketId, idempotencyKey: 'k-1', actor: carol });
    expect(replayed).toBe(false);
    expect(settlement).toMatchObject({ version: 1, betCount: 3, punterWon: 150_00, punterLost: 90_00 });
    expect(batchSum(settlement.batchId)).toBe(0);
    expect(moneyOf(db, p1)?.balance).toBe((before[0]?.balance ?? 0) + 150_00);
    expect(moneyOf(db, p2)?.balance).toBe((before[1]?.balance ?? 0) - 50_00);
    expect(moneyOf(db, p3)?.balance).toBe((before[2]?.balance ?? 0) - 40_00);
    for (const id of [p1, p2, p3]) expect(moneyOf(db, id)?.exposure).toBe(0);
    expect(marketStatus(marketId)).toBe('settled');
    const postings = Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);
    expect(settleMarket(db, { marketId, idempotencyKey: 'k-1', actor: carol }).replayed).toBe(true);
    expect(refusal(() => settleMarket(db, { marketId, idempotencyKey: 'k-2', actor: bob })).message).toMatch(/already settled \(version 1\)/);
    expect(Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n)).toBe(postings);

    const undone = unsettleMarket(db, { marketId, reason: 'Wrong winner reported', actor: alice });
    expect(undone.status).toBe('rolledBack');
    expect(batchSum(undone.rollbackBatchId ?? '')).toBe(0);
    expect(balances()).toEqual(before);
    expect(marketStatus(marketId)).toBe('suspended');
    expect(marketResultOf(db, marketId)?.status).toBe('declared');
    expect(refusal(() => unsettleMarket(db, { marketId, reason: 'again', actor: alice })).status).toBe(409);

    // A corrected result: a new round, two users again, then version 2.
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, bob, 'enter');
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, carol, 'verify');
    const second = settleMarket(db, { marketId, idempotencyKey: 'k-3', actor: alice }).settlement;
    expect(second).toMatchObject({ version: 2, label: expect.any(String) });
    expect(moneyOf(db, p2)?.balance).toBe((before[1]?.balance ?? 0) + 100_00);
    for (const id of fx.punters) expect(moneyOf(db, id)?.balance).toBe(ledgerSum(db, id));
  });

  it('refuses to settle a held result until it is released, and a market reopened by hand', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId: p1 });
    fx.declare(marketId, { winnerIds: [outcomes[0] ?? ''] });
    holdResult(db, marketId, true, 'Disputed by the feed', alice);
    expect(refusal(() => settleMarket(db, { marketId, idempotencyKey: 'h-1', actor: bob })).message).toMatch(/on hold/);
    holdResult(db, marketId, false, 'Confirmed', bob);
    db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
    expect(refusal(() => settleMarket(db, { marketId, idempotencyKey: 'h-2', actor: bob })).message).toMatch(/suspend it/);
    db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(marketId);
    expect(settleMarket(db, { marketId, idempotencyKey: 'h-3', actor: bob }).settlement.version).toBe(1);
  });

  it('settles a fancy line on its number with a void factor, stored with the settlement', () => {
    const { marketId } = fx.openMarket('fancy');
    fx.bet({ marketId, outcomeId: 'yes', outcomeName: 'YES', accountId: p1, side: 'yes', odds: null, line: 50, rate: 90, stake: 100_00 });
    fx.bet({ marketId, outcomeId: 'no', outcomeName: 'NO', accountId: p2, side: 'no', odds: null, line: 48, rate: 110, stake: 100_00 });
    const before = balances();
    fx.declare(marketId, { number: 52 }, 0.5);
    const { settlement } = settleMarket(db, { marketId, idempotencyKey: 'f-1', actor: carol });
    expect(settlement.voidFactor).toBe(0.5);
    // YES 50 wins 90 per 100, half voided: +45; NO 48 loses 110 per 100, half voided: −55.
    expect((moneyOf(db, p1)?.balance ?? 0) - (before[0]?.balance ?? 0)).toBe(45_00);
    expect((moneyOf(db, p2)?.balance ?? 0) - (before[1]?.balance ?? 0)).toBe(-55_00);
  });
});

describe('settle and unsettle check what the user was shown', () => {
  it('refuses a settle whose result was corrected since its preview, in words, and settles the one shown; a retry repeats it', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = '', away = ''] = outcomes;
    fx.bet({ marketId, outcomeId: home, accountId: p1, stake: 10_00 });
    fx.bet({ marketId, outcomeId: away, accountId: p2, stake: 20_00 });
    fx.declare(marketId, { winnerIds: [home] });
    const seen = shown(marketId);
    // Another user corrects the result and a third verifies it while the dialog still shows the first.
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, bob, 'enter');
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, carol, 'verify');
    const postings = postingCount();
    const changed = fieldRefusal(() => settleMarket(db, { marketId, idempotencyKey: 'c-1', actor: carol, expected: seen }), 'expected');
    const awayName = String(db.prepare('SELECT name FROM selections WHERE _id = ?').get(away)?.name);
    expect(changed).toEqual({ status: 409, message: `The result changed since you looked: it is now ${awayName}. Check the figures and settle again.` });
    expect(postingCount()).toBe(postings);
    expect(liveSettlement(db, marketId)).toBeUndefined();

    const now = shown(marketId);
    const first = settleMarket(db, { marketId, idempotencyKey: 'c-2', actor: carol, expected: now });
    expect(first.settlement).toMatchObject({ version: 1, label: awayName, betCount: 2 });
    // The retry of that call (same key, same expectations) answers the same settlement and posts nothing.
    const postingsAfter = postingCount();
    const retry = settleMarket(db, { marketId, idempotencyKey: 'c-2', actor: carol, expected: now });
    expect(retry).toMatchObject({ replayed: true, settlement: { settlementId: first.settlement.settlementId } });
    expect(postingCount()).toBe(postingsAfter);
  });

  it('refuses a settle whose version or bets changed since its preview', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const home = outcomes[0] ?? '';
    fx.bet({ marketId, outcomeId: home, accountId: p1, stake: 10_00 });
    const late = fx.bet({ marketId, outcomeId: home, accountId: p2, stake: 30_00 }).bet._id;
    fx.declare(marketId, { winnerIds: [home] });
    const atVersion1 = shown(marketId);
    settleMarket(db, { marketId, idempotencyKey: 'vb-1', actor: carol, expected: atVersion1 });
    unsettleMarket(db, { marketId, reason: 'Checked twice', actor: alice });
    expect(fieldRefusal(() => settleMarket(db, { marketId, idempotencyKey: 'vb-2', actor: carol, expected: atVersion1 }), 'expected')).toEqual({
      status: 409,
      message: 'The market was settled and rolled back since you looked: it now settles as version 2. Check the figures and settle again.',
    });
    const atVersion2 = shown(marketId);
    voidBets(db, marketId, [late], 'manual', 'Struck after the goal', bob);
    expect(fieldRefusal(() => settleMarket(db, { marketId, idempotencyKey: 'vb-3', actor: carol, expected: atVersion2 }), 'expected')).toEqual({
      status: 409,
      message: 'The bets changed since you looked: it now settles 1 bet, punters win ₹10.00 and lose ₹0.00. Check the figures and settle again.',
    });
    expect(settleMarket(db, { marketId, idempotencyKey: 'vb-4', actor: carol, expected: shown(marketId) }).settlement).toMatchObject({ version: 2, betCount: 1 });
  });

  it('refuses to unsettle another settlement than the one shown, or one already reversed, and moves nothing', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const [home = '', away = ''] = outcomes;
    fx.bet({ marketId, outcomeId: home, accountId: p3, stake: 10_00 });
    fx.declare(marketId, { winnerIds: [home] });
    settleMarket(db, { marketId, idempotencyKey: 'u-1', actor: carol });
    // The dialog shows version 1; meanwhile another user unsettles it, corrects the result and settles version 2.
    unsettleMarket(db, { marketId, reason: 'Wrong winner', actor: bob, expectedVersion: 1 });
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, bob, 'enter');
    enterResult(db, { marketId, entered: { winnerIds: [away] }, voidFactor: 0 }, carol, 'verify');
    const second = settleMarket(db, { marketId, idempotencyKey: 'u-2', actor: carol }).settlement;
    const postings = postingCount();
    expect(fieldRefusal(() => unsettleMarket(db, { marketId, reason: 'Wrong winner', actor: alice, expectedVersion: 1 }), 'expectedVersion')).toEqual({
      status: 409,
      message: `The settlement changed since you looked: version 2 (${second.label}) is live now, not version 1. Check it and unsettle again.`,
    });
    expect(postingCount()).toBe(postings);
    expect(liveSettlement(db, marketId)?.version).toBe(2);
    unsettleMarket(db, { marketId, reason: 'Disputed', actor: alice, expectedVersion: 2 });
    expect(fieldRefusal(() => unsettleMarket(db, { marketId, reason: 'Disputed', actor: bob, expectedVersion: 2 }), 'expectedVersion')).toEqual({
      status: 409,
      message: 'Settlement version 2 was reversed since you looked: the market has no settlement to undo.',
    });
    // Settled again, so the later tests' markets are fresh ones.
    settleMarket(db, { marketId, idempotencyKey: 'u-3', actor: carol });
  });
});

describe('voids', () => {
  it('voids chosen bets once, and a post-void on a settled market resettles as the next version without them', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const home = outcomes[0] ?? '';
    const kept = fx.bet({ marketId, outcomeId: home, accountId: p1, stake: 10_00 }).bet._id;
    const voided = fx.bet({ marketId, outcomeId: home, accountId: p1, stake: 20_00 }).bet._id;
    expect(moneyOf(db, p1)?.exposure).toBe(30_00);
    voidBets(db, marketId, [voided], 'manual', 'Palpable error', alice);
    expect(moneyOf(db, p1)?.exposure).toBe(10_00);
    expect(refusal(() => voidBets(db, marketId, [voided], 'manual', 'again', alice)).status).toBe(409);
    const before = moneyOf(db, p1)?.balance ?? 0;
    fx.declare(marketId, { winnerIds: [home] });
    settleMarket(db, { marketId, idempotencyKey: 'v-1', actor: carol });
    expect((moneyOf(db, p1)?.balance ?? 0) - before).toBe(10_00);
    const done = voidBets(db, marketId, [kept], 'manual', 'Late bet', bob);
    expect(done).toMatchObject({ voided: 1, rolledBackVersion: 1, resettledVersion: 2 });
    expect(moneyOf(db, p1)?.balance).toBe(before);
    expect(liveSettlement(db, marketId)?.version).toBe(2);
    expect(String(db.prepare('SELECT kind FROM bet_voids WHERE betId = ?').get(kept)?.kind)).toBe('postVoid');
  });

  it('pre-voids exactly the bets struck inside the window', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, s));
    const ids = [10, 20, 30, 40].map((s) => fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId: p2, stake: 5_00, placedAt: at(s) }).bet._id);
    const done = preVoid(db, marketId, at(15).toISOString(), at(30).toISOString(), 'Goal at 12:00:31', alice);
    expect(done.voided).toBe(2);
    const statuses = ids.map((id) => String(db.prepare('SELECT status FROM bets WHERE _id = ?').get(id)?.status));
    expect(statuses).toEqual(['matched', 'voided', 'voided', 'matched']);
  });

  it('voids a whole market: every bet, its exposure, and the market', () => {
    const { marketId, outcomes } = fx.openMarket('bookmaker');
    fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId: p3, odds: 1.5, stake: 30_00 });
    voidMarket(db, marketId, 'Match abandoned', alice);
    expect(marketStatus(marketId)).toBe('voided');
    expect(Number(db.prepare('SELECT COUNT(*) AS n FROM market_exposure WHERE marketId = ?').get(marketId)?.n)).toBe(0);
    expect(refusal(() => voidMarket(db, marketId, 'again', alice)).status).toBe(409);
  });

  it('says which settlement a market void rolled back first', () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId: p3, stake: 30_00 });
    fx.declare(marketId, { winnerIds: [outcomes[0] ?? ''] });
    settleMarket(db, { marketId, idempotencyKey: 'vm-1', actor: carol });
    expect(voidMarket(db, marketId, 'Match abandoned', alice)).toMatchObject({ rolledBackVersion: 1, resettledVersion: null });
    const open = fx.openMarket('matchOdds');
    fx.bet({ marketId: open.marketId, outcomeId: open.outcomes[0] ?? '', accountId: p3, stake: 30_00 });
    expect(voidMarket(db, open.marketId, 'Match abandoned', alice)).toMatchObject({ rolledBackVersion: null });
  });
});
