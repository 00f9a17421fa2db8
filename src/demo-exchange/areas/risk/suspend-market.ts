import type { DatabaseSync } from 'node:sqlite';
import type { MarketStatus } from '@shared/catalogue';
import { found, text } from '../../kit/sql';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { setMarketStatus } from '../markets/markets';

/**
 * Suspends one market for a risk user: the catalogue's own transition rules (a closed or settled market is
 * refused), and nothing done when it is suspended already. Answers the status it had and its name in words.
 */
export const suspendFromRisk = (db: DatabaseSync, marketId: string): { before: MarketStatus; name: string } => {
  const row = found(db.prepare('SELECT m.status, m.name, e.name AS eventName FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId), M.marketNotFound);
  const before = text(row.status) as MarketStatus;
  if (before !== 'suspended') setMarketStatus(db, marketId, 'suspended');
  return { before, name: `${text(row.eventName)} · ${text(row.name)}` };
};
