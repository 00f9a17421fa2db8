import type { DatabaseSync } from 'node:sqlite';
import { sqlMigration, type Migration } from '../kit/migration';
import { PLACES_BY_MARKET_TYPE, winnersOfType } from '../money/market-facts';
import { reReserveMarket } from './re-reserve';

/**
 * Holds taken before a line of 0 stopped counting a result below it: a YES at 0, which cannot lose, held
 * its stake. Every market with a matched bet at a line of 0 is reserved again from its bets, as a void
 * would; no hold grows (the worst case is now taken over fewer results).
 */
const reReserveLineZeroMarkets = (db: DatabaseSync): void => {
  for (const row of db.prepare(`SELECT DISTINCT marketId FROM bets WHERE status = 'matched' AND line IS NOT NULL AND line <= 0`).all()) reReserveMarket(db, String(row.marketId));
};

/**
 * Holds taken before a Place market paid each placed runner in full: they were the worst single winner,
 * so a punter laying two runners held only the larger lay while both placing takes both. Every market of a
 * type with several winners (`winnersOfType`) that has a matched bet is reserved again from its bets, to
 * the worst set of placed runners; a hold may grow (available balance can go below 0 until the market
 * settles: the money was at risk all along, and is now shown).
 */
const reReservePlaceMarkets = (db: DatabaseSync): void => {
  const codes = Object.keys(PLACES_BY_MARKET_TYPE).filter((code) => winnersOfType(code) > 1);
  const markets = db.prepare(
    `SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId
      WHERE t.code IN (SELECT value FROM json_each(?)) AND EXISTS (SELECT 1 FROM bets b WHERE b.marketId = m._id AND b.status = 'matched')`,
  );
  for (const row of markets.all(JSON.stringify(codes))) reReserveMarket(db, String(row._id));
};

/**
 * Holds taken before reservations priced non-runners as settlement does: a bet on a removed selection (a
 * racing withdrawal, or a selection removed on the Markets screen) still counted, and a race's bets struck
 * before a withdrawal were reserved without its Rule 4 deduction. Every market with a matched bet and a
 * withdrawal or a removed selection is reserved again from its bets; a hold may grow (a lay on the non-runner
 * no longer covers the others) or shrink, and no balance moves.
 */
const reReserveMarketsWithNonRunners = (db: DatabaseSync): void => {
  const markets = db.prepare(
    `SELECT m._id FROM markets m
      WHERE EXISTS (SELECT 1 FROM bets b WHERE b.marketId = m._id AND b.status = 'matched')
        AND (EXISTS (SELECT 1 FROM racing_withdrawals w WHERE w.marketId = m._id) OR EXISTS (SELECT 1 FROM selections s WHERE s.marketId = m._id AND s.status = 'removed'))`,
  );
  for (const row of markets.all()) reReserveMarket(db, String(row._id));
};

/**
 * Results and settlement (issue 11): versions 1200-1299.
 * - market_results: one row per market with a result in progress or done, and where it stands;
 * - result_entries: every entry of every round (maker, checker, mismatches), kept for the audit and the
 *   checking queue; a new round starts when a declared result is entered again;
 * - settlements: one per market version; at most one live per market (a unique partial index), each with
 *   the ledger batch it posted and, once rolled back, the batch that reversed it;
 * - bet_voids: a bet is voided at most once (its primary key).
 * Bets gain what settlement applied to them: Rule 4 deduction and dead-heat divisor (the P/L is
 * `bets.result`, the void factor `bets.voidFactor`).
 */
export const SETTLEMENT_MIGRATIONS: readonly Migration[] = [
  sqlMigration(1200, 'results: maker-checker entries, market results, settlements with versions, bet voids', `
      CREATE TABLE market_results (
        marketId     TEXT PRIMARY KEY REFERENCES markets(_id) ON DELETE CASCADE,
        family       TEXT NOT NULL,
        status       TEXT NOT NULL CHECK (status IN ('pending', 'checking', 'declared', 'held', 'settled', 'voided')),
        round        INTEGER NOT NULL DEFAULT 1,
        value        TEXT,
        label        TEXT,
        voidFactor   REAL NOT NULL DEFAULT 0,
        deduction    INTEGER NOT NULL DEFAULT 0,
        makerId      TEXT,
        makerName    TEXT,
        checkerId    TEXT,
        checkerName  TEXT,
        declaredAt   TEXT,
        heldBy       TEXT,
        heldReason   TEXT,
        heldAt       TEXT,
        updatedAt    TEXT NOT NULL
      );
      CREATE INDEX market_results_status ON market_results (status);

      CREATE TABLE result_entries (
        entryId    TEXT PRIMARY KEY,
        marketId   TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        round      INTEGER NOT NULL,
        userId     TEXT NOT NULL,
        userName   TEXT NOT NULL,
        value      TEXT NOT NULL,
        label      TEXT NOT NULL,
        voidFactor REAL NOT NULL DEFAULT 0,
        resultKey  TEXT NOT NULL,
        enteredAt  TEXT NOT NULL,
        replaced   INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX result_entries_market ON result_entries (marketId, round);

      CREATE TABLE settlements (
        settlementId    TEXT PRIMARY KEY,
        marketId        TEXT NOT NULL REFERENCES markets(_id),
        version         INTEGER NOT NULL,
        status          TEXT NOT NULL CHECK (status IN ('live', 'rolledBack')),
        idempotencyKey  TEXT NOT NULL UNIQUE,
        value           TEXT NOT NULL,
        label           TEXT NOT NULL,
        voidFactor      REAL NOT NULL DEFAULT 0,
        deduction       INTEGER NOT NULL DEFAULT 0,
        batchId         TEXT NOT NULL,
        betCount        INTEGER NOT NULL,
        punterCount     INTEGER NOT NULL,
        punterWon       INTEGER NOT NULL,
        punterLost      INTEGER NOT NULL,
        settledBy       TEXT NOT NULL,
        settledAt       TEXT NOT NULL,
        rollbackBatchId TEXT,
        rolledBackBy    TEXT,
        rolledBackAt    TEXT,
        rollbackReason  TEXT,
        UNIQUE (marketId, version)
      );
      CREATE UNIQUE INDEX settlements_one_live ON settlements (marketId) WHERE status = 'live';

      CREATE TABLE bet_voids (
        betId    TEXT PRIMARY KEY REFERENCES bets(_id),
        marketId TEXT NOT NULL,
        kind     TEXT NOT NULL CHECK (kind IN ('manual', 'preVoid', 'postVoid', 'market')),
        reason   TEXT NOT NULL,
        voidedBy TEXT NOT NULL,
        voidedAt TEXT NOT NULL
      );
      CREATE INDEX bet_voids_market ON bet_voids (marketId);

      ALTER TABLE bets ADD COLUMN deduction INTEGER;
      ALTER TABLE bets ADD COLUMN deadHeat INTEGER;
      CREATE INDEX bets_settlement ON bets (settlementId) WHERE settlementId IS NOT NULL;
    `),
  sqlMigration(1201, 'results: virtual results generated by the seeded model, with their seed', `
      CREATE TABLE virtual_results (
        marketId    TEXT PRIMARY KEY REFERENCES markets(_id) ON DELETE CASCADE,
        seed        INTEGER NOT NULL,
        winnerId    TEXT NOT NULL,
        generatedAt TEXT NOT NULL
      );
    `),
  { version: 1202, name: 'exposure: holds on markets with a line of 0 reserved again (no result lies below 0)', up: reReserveLineZeroMarkets },
  { version: 1203, name: 'exposure: holds on Place markets reserved again for the worst set of placed runners (each paid in full)', up: reReservePlaceMarkets },
  { version: 1204, name: 'exposure: holds on markets with a non-runner reserved again (its bets void, Rule 4 on the bets struck before it)', up: reReserveMarketsWithNonRunners },
];
