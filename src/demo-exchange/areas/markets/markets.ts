import type { DatabaseSync } from 'node:sqlite';
import { marketTransitionError, selectionTransitionError, isTerminalMarketStatus, type MarketStatus, type SelectionStatus } from '@shared/catalogue';
import type { MarketDetail } from '@shared/contract/markets';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { effectiveDelayForMarket, effectiveLimitForMarket } from '../limits/bet-limits';
import { EVENTS, MARKETS } from '../catalogue/tables';
import { storedName } from '../stored-name';
import { availabilityOf, MARKET_VIEW, newAccessCode, toMarket } from './market-rows';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { pageOf, searchText, type Paging } from '../../kit/paging';
import { found, int, text, unique, Where, type Row } from '../../kit/sql';
import { marketCount } from './market-count';
import { indexFindsWholeListSearch, searchMarkets, searchWholeCatalogue } from './search-index';
import { restoreIntoLiveBalls } from '../fancy/ball-by-ball';
import { resultKeptOn } from '../results/result-kept';

export interface MarketFilter extends Paging {
  sportId?: string | undefined;
  competitionId?: string | undefined;
  eventId?: string | undefined;
  status?: MarketStatus | undefined;
  popular?: boolean | undefined;
}

export const listMarkets = (db: DatabaseSync, filter: MarketFilter) => {
  const where = new Where();
  if (filter.eventId) where.add('m.eventId = ?', filter.eventId);
  if (filter.competitionId) where.add('m.competitionId = ?', filter.competitionId);
  if (filter.sportId) where.add('m.sportId = ?', filter.sportId);
  if (filter.status) where.add('m.status = ?', filter.status);
  if (filter.popular !== undefined) where.add('m.popular = ?', filter.popular ? 1 : 0);
  // Within an event the site's order; across events, creation order (cheap on 200,000 rows).
  const order = filter.eventId ? 'ORDER BY sequence, name' : 'ORDER BY rid';
  const page = (w: string) => MARKET_VIEW(`(SELECT m.*, m.rowid AS rid FROM markets m ${w} ${order} LIMIT ? OFFSET ?)`, `ORDER BY ${filter.eventId ? 'p.sequence, p.name' : 'p.rid'}`);
  const search = searchText(filter);
  if (where.clauses.length === 0 && indexFindsWholeListSearch(db, search)) {
    const found = searchWholeCatalogue(db, search, filter.start, filter.length, (p) => MARKET_VIEW(p, ''));
    return { data: found.rows.map(toMarket), recordsTotal: marketCount(db), recordsFiltered: found.recordsFiltered };
  }
  // Within a parent (a sport, competition or event) its markets are few: each is tested against the words.
  const withinParent = !!(filter.eventId || filter.competitionId || filter.sportId);
  return pageOf(db, filter, { from: 'FROM markets m', where, search: (w, text) => searchMarkets(db, w, text, withinParent), page, total: () => marketCount(db) }, toMarket);
};

const marketRow = (db: DatabaseSync, id: string): Row => found(db.prepare(MARKET_VIEW('(SELECT * FROM markets WHERE _id = ?)', '')).get(id), M.marketNotFound);

export const getMarketDetail = (db: DatabaseSync, id: string): MarketDetail => {
  const row = marketRow(db, id);
  const availability = availabilityOf(row);
  const selections = db
    .prepare('SELECT _id, name, status, sequence FROM selections WHERE marketId = ? ORDER BY sequence')
    .all(id)
    .map((s) => ({ _id: text(s._id), name: text(s.name), status: text(s.status) as SelectionStatus, sequence: int(s.sequence) }));
  return {
    ...toMarket(row),
    selections,
    effectiveLimit: effectiveLimitForMarket(db, id),
    delaySource: effectiveDelayForMarket(db, id).source,
    unavailableReason: availability.ok ? null : availability.reason,
  };
};

/** Can this market take a bet now? Reused by the simulated punters (issue 5). */
export const canMarketTakeBetNow = (db: DatabaseSync, id: string) => availabilityOf(marketRow(db, id));

export interface MarketInput {
  _id?: string | undefined;
  eventId: string;
  marketTypeId: string;
  name: string;
  status: 'open' | 'suspended';
  inPlay: boolean;
  popular: boolean;
  externalId: string | null;
  selections: ReadonlyArray<{ _id?: string | undefined; name: string }>;
}

const typeFor = (db: DatabaseSync, marketTypeId: string, sportId: string): Row => {
  const type = found(db.prepare('SELECT * FROM market_types WHERE _id = ?').get(marketTypeId), M.marketTypeNotFound);
  if (type.sportId !== null && text(type.sportId) !== sportId) throw new ApiError(400, M.marketTypeWrongSport);
  return type;
};

/**
 * Creates or updates a market and its selections: its id, on update the row before, and `hasBets`: it had
 * bets, so its punters must be reserved again (a new selection is one more way to lose).
 */
export const saveMarketRow = (db: DatabaseSync, input: MarketInput, now = new Date()): { id: string; before: Row | undefined; hasBets: boolean } => {
  const event = EVENTS.require(db, input.eventId);
  const type = typeFor(db, input.marketTypeId, text(event.sportId));
  const name = input.name || text(type.name);
  const at = now.toISOString();
  return unique({ externalId: M.externalIdTaken, other: M.marketNameTaken(storedName(db, MARKETS, name, { eventId: input.eventId })) }, () => {
    if (input._id) {
      const before = found(db.prepare('SELECT * FROM markets WHERE _id = ?').get(input._id), M.marketNotFound);
      if (isTerminalMarketStatus(text(before.status) as MarketStatus)) throw new ApiError(409, M.marketTerminal(text(before.status)));
      const hasBets = db.prepare('SELECT 1 FROM bets WHERE marketId = ? LIMIT 1').get(input._id) !== undefined;
      if (hasBets && input.marketTypeId !== text(before.marketTypeId)) throw new ApiError(409, M.marketTypeFixedByBets);
      if (hasBets && input.eventId !== text(before.eventId)) throw new ApiError(409, M.marketEventFixedByBets);
      db.prepare(
        `UPDATE markets SET sportId = ?, competitionId = ?, eventId = ?, marketTypeId = ?, name = ?, inPlay = ?, popular = ?,
           externalId = ?, updatedAt = ? WHERE _id = ?`,
      ).run(text(event.sportId), text(event.competitionId), input.eventId, input.marketTypeId, name, input.inPlay ? 1 : 0, input.popular ? 1 : 0, input.externalId, at, input._id);
      replaceSelections(db, input._id, input.selections);
      return { id: input._id, before, hasBets };
    }
    const id = newObjectId(now);
    const sequence = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM markets WHERE eventId = ?').get(input.eventId)?.n);
    db.prepare(
      `INSERT INTO markets (_id, sportId, competitionId, eventId, marketTypeId, name, status, inPlay, popular, popularSequence, sequence, accessCode, externalId, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id, text(event.sportId), text(event.competitionId), input.eventId, input.marketTypeId, name, input.status,
      input.inPlay ? 1 : 0, input.popular ? 1 : 0, input.popular ? nextPopularSequence(db) : null, sequence, newAccessCode(db), input.externalId, at, at,
    );
    replaceSelections(db, id, input.selections);
    return { id, before: undefined, hasBets: false };
  });
};

export const nextPopularSequence = (db: DatabaseSync): number =>
  int(db.prepare('SELECT COALESCE(MAX(popularSequence), 0) + 1 AS n FROM markets WHERE popular = 1').get()?.n);

/**
 * Keeps selections by id (renamed and reordered), adds the new ones, removes the ones left out. A selection
 * with bets is never deleted (its bets would point at nothing: it is removed by its status instead) nor
 * renamed (its bets were struck on that runner); once the market has a result, its selections only reorder.
 */
const replaceSelections = (db: DatabaseSync, marketId: string, selections: MarketInput['selections']) => {
  const wanted = new Map(selections.flatMap((s) => (s._id ? [[s._id, s.name] as const] : [])));
  const resulted = db.prepare(`SELECT 1 FROM market_results WHERE marketId = ? AND status <> 'voided'`).get(marketId) !== undefined;
  const current = db.prepare('SELECT _id, name, EXISTS (SELECT 1 FROM bets b WHERE b.marketId = s.marketId AND b.outcomeId = s._id) AS hasBets FROM selections s WHERE marketId = ?').all(marketId);
  const changed = current.some((row) => wanted.get(text(row._id)) !== text(row.name)) || wanted.size < selections.length;
  if (resulted && changed) throw new ApiError(409, M.selectionsFixedByResult);
  for (const row of current) {
    const name = wanted.get(text(row._id));
    if (name === text(row.name)) continue;
    if (int(row.hasBets) === 1) throw new ApiError(409, name === undefined ? M.selectionHasBets(text(row.name)) : M.selectionRenameHasBets(text(row.name)));
    if (name === undefined) db.prepare('DELETE FROM selections WHERE _id = ?').run(text(row._id));
  }
  // Park existing names first so that swapping two names never trips the (marketId, name) key.
  db.prepare("UPDATE selections SET name = '~' || _id WHERE marketId = ?").run(marketId);
  selections.forEach((selection, index) => {
    if (selection._id) {
      const changed = db.prepare('UPDATE selections SET name = ?, sequence = ? WHERE _id = ? AND marketId = ?').run(selection.name, index + 1, selection._id, marketId);
      if (Number(changed.changes) === 0) throw new ApiError(404, M.selectionNotFound);
    } else {
      db.prepare("INSERT INTO selections (_id, marketId, name, status, sequence) VALUES (?, ?, ?, 'active', ?)").run(newObjectId(), marketId, selection.name, index + 1);
    }
  });
};

/**
 * A status changed by hand (a desk, Exchange Management); answers the status before. A fancy market resumed
 * while its event's ball is live goes back into ball running and into that ball, whose end reopens it (no bet
 * is taken mid-delivery): read the market after to know the status it really has.
 */
export const setMarketStatus = (db: DatabaseSync, id: string, status: MarketStatus, now = new Date()): MarketStatus => {
  const row = found(db.prepare('SELECT status FROM markets WHERE _id = ?').get(id), M.marketNotFound);
  const from = text(row.status) as MarketStatus;
  const refusal = marketTransitionError(from, status);
  if (refusal) throw new ApiError(409, refusal);
  // A result entered and not voided (pending, verified, held or settled): reopening would take bets on a known result.
  const taking = status === 'open' || status === 'ballRunning';
  if (taking && resultKeptOn(db, id)) throw new ApiError(409, M.marketHasResult);
  const at = now.toISOString();
  const intoLiveBall = status === 'open' && restoreIntoLiveBalls(db, [id], at).length > 0;
  // A market reopened or closed by hand is no longer part of a "suspend all" batch.
  db.prepare('UPDATE markets SET status = ?, suspendBatchId = NULL, updatedAt = ? WHERE _id = ?').run(intoLiveBall ? 'ballRunning' : status, at, id);
  return from;
};

export const setMarketFlags = (db: DatabaseSync, id: string, flags: { inPlay?: boolean | undefined; popular?: boolean | undefined }, now = new Date()) => {
  const row = found(db.prepare('SELECT status, inPlay, popular FROM markets WHERE _id = ?').get(id), M.marketNotFound);
  if (isTerminalMarketStatus(text(row.status) as MarketStatus)) throw new ApiError(409, M.marketTerminal(text(row.status)));
  const at = now.toISOString();
  // A switch to what it already is writes nothing (nor is it audited: flagsUnchanged), so no form is refused for it.
  if (flags.inPlay !== undefined && flags.inPlay !== (int(row.inPlay) === 1)) db.prepare('UPDATE markets SET inPlay = ?, updatedAt = ? WHERE _id = ?').run(flags.inPlay ? 1 : 0, at, id);
  if (flags.popular !== undefined && flags.popular !== (int(row.popular) === 1)) {
    db.prepare('UPDATE markets SET popular = ?, popularSequence = ?, updatedAt = ? WHERE _id = ?').run(
      flags.popular ? 1 : 0,
      flags.popular ? nextPopularSequence(db) : null,
      at,
      id,
    );
  }
  return { inPlay: int(row.inPlay) === 1, popular: int(row.popular) === 1 };
};

/** Whether the flags asked are the ones the market had (`before`, as setMarketFlags answers them). */
export const flagsUnchanged = (before: { inPlay: boolean; popular: boolean }, flags: { inPlay?: boolean | undefined; popular?: boolean | undefined }): boolean =>
  (flags.inPlay === undefined || flags.inPlay === before.inPlay) && (flags.popular === undefined || flags.popular === before.popular);

export const setSelectionStatus = (db: DatabaseSync, marketId: string, selectionId: string, status: SelectionStatus): SelectionStatus => {
  const market = found(db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId), M.marketNotFound);
  const selection = found(db.prepare('SELECT status FROM selections WHERE _id = ? AND marketId = ?').get(selectionId, marketId), M.selectionNotFound);
  const from = text(selection.status) as SelectionStatus;
  const refusal = selectionTransitionError(text(market.status) as MarketStatus, from, status);
  if (refusal) throw new ApiError(409, refusal);
  db.prepare('UPDATE selections SET status = ? WHERE _id = ?').run(status, selectionId);
  return from;
};

export const setMarketDelay = (db: DatabaseSync, id: string, seconds: number | null, now = new Date()): number | null => {
  const row = found(db.prepare('SELECT betDelaySeconds FROM markets WHERE _id = ?').get(id), M.marketNotFound);
  db.prepare('UPDATE markets SET betDelaySeconds = ?, updatedAt = ? WHERE _id = ?').run(seconds, now.toISOString(), id);
  return row.betDelaySeconds === null ? null : int(row.betDelaySeconds);
};
