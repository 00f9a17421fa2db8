import type { DatabaseSync } from 'node:sqlite';
import { GAME_RULES, type CasinoGame } from '@shared/casino/games';
import { getKv, setKv } from '../../db/kv';
import { createRandom } from '../../live/random';
import { drawResult, providerTxId } from './dealer';
import { saveEvent } from './events';
import { markUnsettled, openRound } from './rounds';
import { endRound } from './settle';
import { saveTab } from './tabs';
import { applyWalletCall } from './wallet';

const SEEDED_KEY = 'casinoSeededAt';

const TABS = ['Live Casino', 'Card Games', 'Virtual Sports'] as const;
const TABLES: ReadonlyArray<{ name: string; tab: (typeof TABS)[number]; game: CasinoGame; provider: 'house' | 'international' }> = [
  { name: 'Teen Patti 20-20', tab: 'Card Games', game: 'teenPatti', provider: 'house' },
  { name: 'Andar Bahar International', tab: 'Live Casino', game: 'andarBahar', provider: 'international' },
  { name: 'Dragon Tiger International', tab: 'Live Casino', game: 'dragonTiger', provider: 'international' },
  { name: 'Lucky 7', tab: 'Card Games', game: 'lucky7', provider: 'house' },
  { name: 'Cricket 20-20', tab: 'Virtual Sports', game: 'cricket20', provider: 'house' },
];

/** Settled rounds, then rounds the international provider left without a result (with their bets), per table. */
const HISTORY = { settled: 3, unsettled: 2 };

/** Tabs and tables once, with some history: a fresh demo has rounds to look at and to settle by hand. */
export const seedCasino = (db: DatabaseSync, now = new Date()): void => {
  if (getKv(db, SEEDED_KEY) !== undefined) return;
  const random = createRandom(1300);
  const tabIds = new Map(TABS.map((name) => [name, saveTab(db, { name }, now).id]));
  const punters = db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 40`).all().map((row) => String(row._id));
  for (const table of TABLES) {
    const { record } = saveEvent(db, { name: table.name, tabId: tabIds.get(table.tab) ?? null, game: table.game, provider: table.provider, roundSeconds: 30, minStake: 100, maxStake: 50_000 }, now);
    const rounds = table.provider === 'international' ? HISTORY.settled + HISTORY.unsettled : HISTORY.settled;
    for (let n = 0; n < rounds; n += 1) {
      const startedAt = new Date(now.getTime() - (rounds - n) * 60_000);
      const roundId = openRound(db, record._id, 30, startedAt);
      for (let b = 0; b < 3; b += 1) {
        const outcome = random.pick(GAME_RULES[record.game].outcomes);
        applyWalletCall(db, { kind: 'debit', txId: providerTxId(), accountId: random.pick(punters), roundId, amount: random.int(1, 20) * 10_000, outcome: outcome.code, odds: outcome.odds }, startedAt);
      }
      const closedAt = new Date(startedAt.getTime() + 30_000);
      if (n >= HISTORY.settled) markUnsettled(db, roundId, closedAt);
      else endRound(db, roundId, { kind: 'settle', ...drawResult(record.game, random) }, { by: 'dealer', reason: null, manual: false }, closedAt);
    }
  }
  setKv(db, SEEDED_KEY, now.toISOString());
};
