import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { BUILT_IN_RATING_STEP, type RatingBoard, type RatingKind } from '@shared/contract/ratings';
import { ApiError, fieldMessage } from '../../http/api-error';
import { text } from '../../kit/sql';

/** The ratings a family's markets take: race for racing, bookmaker for bookmaker, general for the others. */
export const ratingKindOf = (family: MarketFamily): RatingKind => (family === 'racing' ? 'race' : family === 'bookmaker' ? 'bookmaker' : 'general');

const DEFAULT = '';

export const marketFamilyOf = (db: DatabaseSync, marketId: string): { name: string; family: MarketFamily } => {
  const row = db.prepare('SELECT m.name, t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
  if (!row) throw new ApiError(404, 'No such market.');
  return { name: text(row.name), family: text(row.family) as MarketFamily };
};

/** How far one save may move a rating on this market: its own limit, else the default, else built in. */
export const ratingLimit = (db: DatabaseSync, marketId: string): RatingBoard['limit'] => {
  const own = db.prepare('SELECT maxStep FROM rating_limits WHERE marketId = ?').get(marketId);
  if (own) return { maxStep: Number(own.maxStep), source: 'market' };
  const fallback = db.prepare('SELECT maxStep FROM rating_limits WHERE marketId = ?').get(DEFAULT);
  return fallback ? { maxStep: Number(fallback.maxStep), source: 'default' } : { maxStep: BUILT_IN_RATING_STEP, source: 'builtIn' };
};

export const ratingBoard = (db: DatabaseSync, marketId: string): RatingBoard => {
  const { name, family } = marketFamilyOf(db, marketId);
  const selections = db
    .prepare(`SELECT s._id, s.name, r.rating, r.updatedAt, r.updatedBy FROM selections s LEFT JOIN ratings r ON r.selectionId = s._id AND r.marketId = s.marketId WHERE s.marketId = ? AND s.status <> 'removed' ORDER BY s.sequence`)
    .all(marketId)
    .map((s) => ({ selectionId: text(s._id), name: text(s.name), rating: s.rating === null ? null : Number(s.rating), updatedAt: s.updatedAt === null ? null : text(s.updatedAt), updatedBy: s.updatedBy === null ? null : text(s.updatedBy) }));
  return { marketId, name, family, kind: ratingKindOf(family), limit: ratingLimit(db, marketId), selections };
};

/**
 * Saves ratings of the market's runners, all or none: the kind must be the market's, each runner its own,
 * and no rating may move further than the rating limit from its saved value in one save (a first rating
 * is free). Answers the board before and after.
 */
export const saveRatings = (db: DatabaseSync, input: { marketId: string; kind: RatingKind; ratings: ReadonlyArray<{ selectionId: string; rating: number }> }, by: string, now = new Date()) => {
  const before = ratingBoard(db, input.marketId);
  if (input.kind !== before.kind) throw new ApiError(400, fieldMessage('kind', `Kind: ${before.kind} ratings for a ${before.family} market.`));
  const upsert = db.prepare(
    `INSERT INTO ratings (marketId, selectionId, kind, rating, updatedAt, updatedBy) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (marketId, selectionId) DO UPDATE SET kind = excluded.kind, rating = excluded.rating, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy`,
  );
  input.ratings.forEach(({ selectionId }, i) => {
    if (!before.selections.some((s) => s.selectionId === selectionId)) throw new ApiError(400, fieldMessage(`ratings.${i}.selectionId`, 'Runner: not one of this market’s runners.'));
  });
  input.ratings.forEach(({ selectionId, rating }, i) => {
    const saved = before.selections.find((s) => s.selectionId === selectionId);
    if (saved?.rating !== null && saved?.rating !== undefined && Math.abs(rating - saved.rating) > before.limit.maxStep) {
      throw new ApiError(400, fieldMessage(`ratings.${i}.rating`, `Rating of ${saved.name}: at most ${before.limit.maxStep} from ${saved.rating} in one save (the rating limit).`));
    }
  });
  for (const { selectionId, rating } of input.ratings) upsert.run(input.marketId, selectionId, input.kind, rating, now.toISOString(), by);
  return { before, after: ratingBoard(db, input.marketId) };
};

/** The default rating limit (every market without its own), or a market's own (null: back to the default). */
export const setRatingLimit = (db: DatabaseSync, marketId: string | null, maxStep: number | null, by: string, now = new Date()): number | null => {
  const key = marketId ?? DEFAULT;
  const before = db.prepare('SELECT maxStep FROM rating_limits WHERE marketId = ?').get(key);
  if (maxStep === null) db.prepare('DELETE FROM rating_limits WHERE marketId = ?').run(key);
  else
    db.prepare('INSERT INTO rating_limits (marketId, maxStep, updatedAt, updatedBy) VALUES (?, ?, ?, ?) ON CONFLICT (marketId) DO UPDATE SET maxStep = excluded.maxStep, updatedAt = excluded.updatedAt, updatedBy = excluded.updatedBy').run(
      key,
      maxStep,
      now.toISOString(),
      by,
    );
  return before ? Number(before.maxStep) : null;
};
