import type { DatabaseSync } from 'node:sqlite';
import type { PriceChange } from '@shared/contract/desk';
import { text } from '../../kit/sql';

type Selection = { selectionId: string; name: string };

/**
 * Records one confirmed price change of a runner desk's market: each selection's price before and after,
 * as the desk writes it ("45/47", "2.50"). Selections whose price did not change are left out.
 */
export const recordPriceChange = <S extends Selection>(
  db: DatabaseSync,
  marketId: string,
  change: { before: readonly S[]; after: readonly S[]; priceOf: (s: S) => string | null; by: string; at: Date },
): void => {
  const before = new Map(change.before.map((s) => [s.selectionId, change.priceOf(s)]));
  const selections = change.after.flatMap((s) => {
    const after = change.priceOf(s);
    const was = before.get(s.selectionId) ?? null;
    return after === null || after === was ? [] : [{ selectionId: s.selectionId, name: s.name, before: was, after }];
  });
  if (selections.length === 0) return;
  db.prepare('INSERT INTO desk_price_history (marketId, at, by, selections) VALUES (?, ?, ?, ?)').run(marketId, change.at.toISOString(), change.by, JSON.stringify(selections));
};

/** The market's price changes, newest first. */
export const priceHistory = (db: DatabaseSync, marketId: string): PriceChange[] =>
  db
    .prepare('SELECT at, by, selections FROM desk_price_history WHERE marketId = ? ORDER BY id DESC LIMIT 100')
    .all(marketId)
    .map((row) => ({ at: text(row.at), by: row.by === null ? null : text(row.by), selections: JSON.parse(text(row.selections)) as PriceChange['selections'] }));
