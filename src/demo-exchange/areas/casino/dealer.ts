import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { GAME_RULES, type CasinoGame } from '@shared/casino/games';
import { toMinor } from '@shared/money/amounts';
import { inTransaction } from '../../db/database';
import { createRandom, type Random } from '../../live/random';
import { allEvents, type EventView } from './events';
import { bettingRound, markUnsettled, openRound } from './rounds';
import { endRound } from './settle';
import { applyWalletCall } from './wallet';

export interface DealerSettings {
  /** How often the dealer looks at the tables. */
  readonly tickMs: number;
  /** Chance that a closing international round gets no result (and waits for staff). */
  readonly unsettledShare: number;
  /** Chance per tick and open table that a simulated punter bets. */
  readonly betChance: number;
}

export const DEFAULT_DEALER: DealerSettings = { tickMs: 1_000, unsettledShare: 0.3, betChance: 0.6 };

/** A table with this many rounds waiting for staff gets results for the next ones: a demo left running stays workable. */
export const MAX_UNSETTLED_PER_TABLE = 5;

const CARDS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** The winning outcome, drawn by the game's weights, and some cards to go with it (for the record). */
export const drawResult = (game: CasinoGame, random: Random): { winner: string; cards: string } => {
  const outcomes = GAME_RULES[game].outcomes;
  let roll = random.next() * outcomes.reduce((sum, o) => sum + o.weight, 0);
  const winner = outcomes.find((o) => (roll -= o.weight) < 0) ?? outcomes[0];
  const card = () => `${random.pick(CARDS)}${random.pick(SUITS)}`;
  return { winner: winner?.code ?? '', cards: Array.from({ length: game === 'lucky7' ? 1 : 3 }, card).join(' ') };
};

export const providerTxId = (): string => `gp-${randomBytes(8).toString('hex')}`;

/** A simulated punter's bet through the provider's wallet; now and then the provider repeats or cancels it. */
const simulateBet = (db: DatabaseSync, table: EventView, roundId: string, random: Random, now: Date): void => {
  // One row by offset on the level index: no sort of thousands of punters on every bet.
  const punters = Number(db.prepare(`SELECT COUNT(*) AS n FROM accounts WHERE level = 'punter'`).get()?.n ?? 0);
  const punter = punters > 0 ? db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' LIMIT 1 OFFSET ?`).get(random.int(0, punters - 1)) : undefined;
  if (!punter) return;
  const outcome = random.pick(GAME_RULES[table.game].outcomes);
  const stake = toMinor(Math.min(table.maxStake, table.minStake * random.int(1, 10)));
  const debit = { kind: 'debit', txId: providerTxId(), accountId: String(punter._id), roundId, amount: stake, outcome: outcome.code, odds: outcome.odds } as const;
  applyWalletCall(db, debit, now);
  // Providers retry on a lost answer (the repeat moves nothing) and cancel a bet now and then.
  if (random.chance(0.1)) applyWalletCall(db, debit, now);
  if (random.chance(0.05)) applyWalletCall(db, { kind: 'rollback', txId: providerTxId(), refTxId: debit.txId }, now);
};

/** One look at every table: close what is due (settled, or left unsettled by an international provider), open the next round, take bets. */
export const dealTick = (db: DatabaseSync, settings: DealerSettings, random: Random, now: Date = new Date()): void =>
  inTransaction(db, () => {
  for (const table of allEvents(db)) {
    const round = bettingRound(db, table._id);
    if (round && new Date(String(round.closesAt)) <= now) {
      const roundId = String(round._id);
      if (table.provider === 'international' && table.unsettledRounds < MAX_UNSETTLED_PER_TABLE && random.chance(settings.unsettledShare)) markUnsettled(db, roundId, now);
      else endRound(db, roundId, { kind: 'settle', ...drawResult(table.game, random) }, { by: 'dealer', reason: null, manual: false }, now);
    }
    if (table.status !== 'active') continue;
    const open = bettingRound(db, table._id);
    const roundId = open ? String(open._id) : openRound(db, table._id, table.roundSeconds, now);
    if (random.chance(settings.betChance)) simulateBet(db, table, roundId, random, now);
  }
  });

/**
 * Runs the tables on a timer until stopped; a failing tick is logged and the next one tries again. While
 * `writeGate` is busy (a settlement in the worker holds the database) ticks are skipped, not blocked on.
 */
export const startCasinoDealer = (
  db: DatabaseSync,
  log: (line: string) => void,
  settings: DealerSettings = DEFAULT_DEALER,
  writeGate: { readonly busy: boolean } = { busy: false },
): { stop(): void } => {
  const random = createRandom();
  const timer = setInterval(() => {
    if (writeGate.busy) return;
    try {
      dealTick(db, settings, random);
    } catch (error) {
      log(`casino dealer: ${(error as Error).message}`);
    }
  }, settings.tickMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
