import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { inTransaction, openDatabase } from '../db/database';
import { seedCatalogue } from '../areas/catalogue/seed';
import type { BetRequest } from './place-bet';
import { quoteAsked } from './quote-fixture';
import { seedAccountTree, type TreeSize } from './seed';

/**
 * Test support for money code: a fresh database with the small catalogue and a small account tree.
 * `marketOf(family)` finds a market of that family and opens it; `punters` are the seeded punters' ids.
 */
export interface MoneyFixture {
  readonly db: DatabaseSync;
  /** The data directory (fault tests reopen the database from it). */
  readonly dir: string;
  readonly punters: readonly string[];
  readonly houseId: string;
  marketOf(family: MarketFamily): { marketId: string; outcomes: string[] };
  /**
   * A back bet of 100.00 at 2.0 by the first punter, under a key of its own; `over` names the market and outcome,
   * and may change the rest. On a market the house prices itself (house-quote.ts) it first quotes the price it asks
   * (`quoteAsked`), unless `quote` is false (a bet on a market the house has not quoted).
   */
  betRequest(over: Partial<BetRequest> & Pick<BetRequest, 'marketId' | 'outcomeId'>, options?: { quote?: boolean }): BetRequest;
  close(): void;
}

let betKeys = 0;

export const SMALL_TREE: TreeSize = { superAgents: 2, agentsPerSuperAgent: 2, puntersPerAgent: 3 };

export const openMoneyFixture = (tree: TreeSize = SMALL_TREE): MoneyFixture => {
  const dir = mkdtempSync(join(tmpdir(), 'money-'));
  const db = openDatabase(dir);
  inTransaction(db, () => {
    seedCatalogue(db, {});
    seedAccountTree(db, tree);
  });
  const ids = (sql: string, ...args: string[]) => db.prepare(sql).all(...args).map((row) => String(row._id));
  const punters = ids(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName`);
  return {
    db,
    dir,
    punters,
    houseId: ids(`SELECT _id FROM accounts WHERE level = 'admin'`)[0] ?? '',
    marketOf(family) {
      const [marketId] = ids(
        `SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = ? AND m.status IN ('open', 'suspended')
           AND (t.family = 'fancy' OR (SELECT COUNT(*) FROM selections s WHERE s.marketId = m._id AND s.status = 'active') >= 2) ORDER BY m._id LIMIT 1`,
        family,
      );
      if (!marketId) throw new Error(`The small catalogue has no ${family} market.`);
      // Fancy markets are seeded suspended (awaiting a price): open the one a test bets on.
      db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
      return { marketId, outcomes: ids(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`, marketId) };
    },
    betRequest(over, { quote = true } = {}) {
      betKeys += 1;
      const request: BetRequest = { idempotencyKey: `fixture:${betKeys}`, accountId: punters[0] ?? '', outcomeName: 'Runner', side: 'back', odds: 2, stake: 100_00, placedAt: new Date(), ...over };
      if (quote) quoteAsked(db, request);
      return request;
    },
    close() {
      if (db.isOpen) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
