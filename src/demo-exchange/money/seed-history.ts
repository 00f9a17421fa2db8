import type { DatabaseSync } from 'node:sqlite';

/** DEMO_SEED_BET_HISTORY: how many settled bets of the past a fresh demo's bets table gets (benchmarks at ledger scale). */
export const SEED_BET_HISTORY_ENV = 'DEMO_SEED_BET_HISTORY';
export const MAX_SEED_BET_HISTORY = 5_000_000;

export const betHistoryCount = (env: NodeJS.ProcessEnv): number => {
  const raw = env[SEED_BET_HISTORY_ENV]?.trim();
  if (raw === undefined || raw === '') return 0;
  if (!/^\d+$/.test(raw)) throw new Error(`${SEED_BET_HISTORY_ENV} must be a whole number`);
  return Math.min(Number(raw), MAX_SEED_BET_HISTORY);
};

/** Markets of the past the history's bets were struck on (not in the catalogue: long settled and archived). */
const HISTORY_MARKETS = 5_000;
const DAY_MS = 86_400_000;

/**
 * `count` settled bets spread over the punters and the last 30 days, numbered before any live bet, on
 * archived markets: the size of a real exchange's bets table, for what reads or writes it under load.
 * Only the bets table: the money of those markets was settled long ago and is not in the seeded balances.
 */
export const seedBetHistory = (db: DatabaseSync, count: number, now = new Date()): void => {
  if (count <= 0) return;
  const punters = db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY _id`).all().map((row) => String(row._id));
  if (punters.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, odds, stake, status, placedAt, decidedAt, result)
     VALUES (?, ?, ?, ?, ?, 'matchOdds', ?, ?, ?, ?, ?, 'settled', ?, ?, ?)`,
  );
  for (let i = 0; i < count; i += 1) {
    const at = new Date(now.getTime() - 30 * DAY_MS + Math.floor((i / count) * 30 * DAY_MS)).toISOString();
    const won = i % 3 === 0;
    const stake = 100 * (1 + (i % 50));
    const odds = 1.5 + (i % 35) / 10;
    insert.run(`history-${i}`, i + 1, `history-${i}`, punters[i % punters.length] ?? '', `history-market-${i % HISTORY_MARKETS}`, `runner-${i % 3}`, `Runner ${(i % 3) + 1}`, i % 4 === 0 ? 'lay' : 'back', odds, stake, at, at, won ? Math.round(stake * (odds - 1)) : -stake);
  }
};
