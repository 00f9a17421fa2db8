import type { DatabaseSync } from 'node:sqlite';
import { defineTable } from '../../kit/table';
import { CATALOGUE_MESSAGES as M } from './messages';

/** The catalogue's tables (schema: ./migrations.ts). */
export const SPORTS = defineTable({ name: 'sports', notFound: M.sportNotFound });
export const COMPETITIONS = defineTable({ name: 'competitions', notFound: M.competitionNotFound });
export const EVENTS = defineTable({ name: 'events', notFound: M.eventNotFound });
export const MARKETS = defineTable({ name: 'markets', notFound: M.marketNotFound });
export const MARKET_TYPES = defineTable({ name: 'market_types', notFound: M.marketTypeNotFound });

/** The levels a bet limit or a quick link can point at, by the table that holds them. */
export const LEVEL_TABLES = { sport: SPORTS, competition: COMPETITIONS, event: EVENTS, market: MARKETS } as const;

/**
 * Deletes the rows of `table` that point at a catalogue record that is gone (`kindColumn` names the level,
 * `targetColumn` the id): bet limits and quick links of a deleted sport would otherwise linger.
 */
export const deleteDangling = (db: DatabaseSync, table: string, kindColumn: string, targetColumn: string): void => {
  for (const [level, target] of Object.entries(LEVEL_TABLES)) {
    db.prepare(`DELETE FROM ${table} WHERE ${kindColumn} = ? AND ${targetColumn} NOT IN (SELECT _id FROM ${target.name})`).run(level);
  }
};
