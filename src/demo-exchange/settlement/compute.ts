import type { DatabaseSync } from 'node:sqlite';
import { splitByShares, type ChainLink } from '@shared/money/accounts';
import { deductionAt } from '@shared/money/rule4';
import { deadHeatOf, settlePunter, type SettledBet, type SettlementRule } from '@shared/results';
import { chainOf } from '../money/accounts';
import { OPEN_BET_COLUMNS, toOpenBet, type OpenBet } from '../money/book';
import { raceWithdrawals, RULE4_FAMILIES } from '../money/market-facts';
import type { Posting } from '../money/ledger';
import { int, text } from '../kit/sql';
import type { MarketResultRow } from './market-result';
import type { ResultMarket } from './result-input';

/** One matched bet with what settlement gives it. */
export interface BetSettlementLine extends SettledBet {
  /** The bet's rowid: settlement marks 100,000 bets, and the rowid is the cheapest way to each. */
  readonly rowid: number;
  readonly accountId: string;
}

/** Everything a settlement would do, computed without writing: the preview shows it, settle writes it. */
export interface SettlementPlan {
  readonly bets: readonly BetSettlementLine[];
  /** The punters' and their uplines' postings: balanced (they add up to 0). */
  readonly postings: readonly Posting[];
  readonly punterCount: number;
  /** What punters win, and lose, in total (minor units, both ≥ 0). */
  readonly punterWon: number;
  readonly punterLost: number;
  readonly deduction: number;
}

export const ruleOf = (market: ResultMarket, result: MarketResultRow): SettlementRule => {
  if (!result.value) throw new Error('A declared result has a value.');
  if (result.value.kind === 'number') return { kind: 'line', value: result.value.value };
  return {
    kind: 'runner',
    winnerIds: result.value.winnerIds,
    // Runners tied for the last paid place share the places left (a Win market's several winners its one
    // place); a Place market's placed runners each pay in full.
    deadHeat: deadHeatOf(result.value, market.family, market.winners),
    removedIds: market.selections.filter((s) => s.status === 'removed').map((s) => s.id),
  };
};

interface MatchedRow extends OpenBet {
  readonly rowid: number;
  readonly accountId: string;
}

const matchedBets = (db: DatabaseSync, marketId: string): MatchedRow[] =>
  db
    .prepare(`SELECT rowid, accountId, ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND status = 'matched' ORDER BY seq`)
    .all(marketId)
    .map((r) => ({ ...toOpenBet(r), rowid: int(r.rowid), accountId: text(r.accountId) }));

/** Each bettor's parent (punters under one parent share one chain of shares). */
const parentsOf = (db: DatabaseSync, marketId: string): Map<string, string> =>
  new Map(
    db
      .prepare(`SELECT a._id, a.parentId FROM accounts a WHERE a._id IN (SELECT DISTINCT accountId FROM bets WHERE marketId = ? AND status = 'matched')`)
      .all(marketId)
      .map((r) => [text(r._id), text(r.parentId)]),
  );

/**
 * The market's matched bets settled punter by punter, each punter's P/L rounded once (`settlePunter`: a
 * dead heat or a void factor never costs a punter more than was reserved): every bet's line, in the order
 * the bets were struck, and each punter's P/L, punters in the order of their first bet.
 */
const settleByPunter = (rows: readonly MatchedRow[], rule: SettlementRule, voidFactor: number, deductionOf: (row: MatchedRow) => number) => {
  const punters = new Map<string, Array<{ row: MatchedRow; index: number }>>();
  rows.forEach((row, index) => {
    const own = punters.get(row.accountId) ?? [];
    own.push({ row, index });
    punters.set(row.accountId, own);
  });
  const bets = new Array<BetSettlementLine>(rows.length);
  const pnlOf = new Map<string, number>();
  for (const [accountId, own] of punters) {
    const settled = settlePunter(own.map(({ row }) => ({ bet: row, deduction: deductionOf(row) })), rule, voidFactor);
    pnlOf.set(accountId, settled.pnl);
    own.forEach(({ row, index }, k) => {
      const line = settled.bets[k];
      if (line) bets[index] = { ...line, rowid: row.rowid, accountId };
    });
  }
  return { bets, pnlOf };
};

export const planSettlement = (db: DatabaseSync, market: ResultMarket, result: MarketResultRow): SettlementPlan => {
  const rule = ruleOf(market, result);
  // Rule 4 by the exchange's order of bets: each bet loses the withdrawals recorded after it was struck, as its reservation priced it.
  const withdrawals = RULE4_FAMILIES.includes(market.family) ? raceWithdrawals(db, market.marketId) : [];
  const parents = parentsOf(db, market.marketId);
  const { bets, pnlOf } = settleByPunter(matchedBets(db, market.marketId), rule, result.voidFactor, (row) => deductionAt(withdrawals, row));
  // Punters under one parent share one chain of shares: look each chain up once.
  const chains = new Map<string, ChainLink[]>();
  const upline = new Map<string, number>();
  const postings: Posting[] = [];
  let punterWon = 0;
  let punterLost = 0;
  for (const [accountId, pnl] of pnlOf) {
    if (pnl === 0) continue;
    if (pnl > 0) punterWon += pnl;
    else punterLost -= pnl;
    postings.push({ accountId, amount: pnl, kind: 'betSettlement' });
    const parentId = parents.get(accountId) ?? '';
    let chain = chains.get(parentId);
    if (!chain) {
      chain = chainOf(db, accountId);
      chains.set(parentId, chain);
    }
    for (const part of splitByShares(pnl, chain)) upline.set(part.accountId, (upline.get(part.accountId) ?? 0) + part.amount);
  }
  for (const [accountId, amount] of upline) if (amount !== 0) postings.push({ accountId, amount, kind: 'shareSettlement' });
  return { bets, postings, punterCount: pnlOf.size, punterWon, punterLost, deduction: result.deduction };
};
