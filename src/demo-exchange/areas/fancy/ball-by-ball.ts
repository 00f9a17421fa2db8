import type { DatabaseSync } from 'node:sqlite';
import type { BallState, Delivery } from '@shared/contract/fancy-play';
import { ApiError } from '../../http/api-error';
import { int, text } from '../../kit/sql';
import { hasResultKept } from '../results/result-kept';

type Extra = Delivery['extra'];
export interface BallInput {
  readonly eventId: string;
  readonly action: 'bowl' | 'deliver' | 'dead';
  readonly runs: number;
  readonly wicket: boolean;
  readonly extra: Extra;
}

const FANCY_MARKETS = `markets m JOIN market_types t ON t._id = m.marketTypeId AND t.family = 'fancy'`;
const FANCY_OF_EVENT = `SELECT m._id FROM ${FANCY_MARKETS} WHERE m.eventId = ?`;

/** As a scorecard writes a ball: "4", "W", "1W", "wd", "3wd", "nb", "nb+4". */
export const deliveryLabel = (d: { runs: number; wicket: boolean; extra: Extra }): string => {
  if (d.extra === 'wide') return `${d.runs === 0 ? '' : d.runs + 1}wd${d.wicket ? 'W' : ''}`;
  if (d.extra === 'noBall') return `nb${d.runs === 0 ? '' : `+${d.runs}`}${d.wicket ? 'W' : ''}`;
  return d.wicket ? `${d.runs === 0 ? '' : d.runs}W` : String(d.runs);
};

/** Overs as written: 14 legal balls are "2.2". */
export const oversOf = (legalBalls: number): string => `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`;

const liveBall = (db: DatabaseSync, eventId: string): string[] | undefined => {
  const row = db.prepare('SELECT marketIds FROM fancy_live_balls WHERE eventId = ?').get(eventId);
  return row ? (JSON.parse(text(row.marketIds)) as string[]) : undefined;
};

/** The feed of an event: score, overs, the last twelve balls, and the ball in progress if any. */
export const ballState = (db: DatabaseSync, eventId: string): BallState => {
  const rows = db.prepare('SELECT seq, runs, wicket, extra, at, by FROM fancy_deliveries WHERE eventId = ? ORDER BY seq').all(eventId);
  let legal = 0;
  let runs = 0;
  let wickets = 0;
  const all: Delivery[] = rows.map((r) => {
    const d = { runs: int(r.runs), wicket: int(r.wicket) === 1, extra: text(r.extra) as Extra };
    if (d.extra === 'none') legal += 1;
    runs += d.runs + (d.extra === 'none' ? 0 : 1);
    if (d.wicket) wickets += 1;
    return { seq: int(r.seq), ball: oversOf(legal), ...d, label: deliveryLabel(d), at: text(r.at), by: r.by === null ? null : text(r.by) };
  });
  const running = liveBall(db, eventId);
  return { eventId, ballRunning: running !== undefined, runningMarketIds: running ?? [], runs, wickets, overs: oversOf(legal), recent: all.slice(-12).reverse() };
};

const setStatuses = (db: DatabaseSync, ids: readonly string[], from: string, to: string, at: string) => {
  const update = db.prepare('UPDATE markets SET status = ?, updatedAt = ? WHERE _id = ? AND status = ?');
  return ids.filter((id) => Number(update.run(to, at, id, from).changes) > 0);
};

/**
 * Suspended markets reopened while their event's ball is live (by Restore of a Suspend all, or resumed by
 * hand: setMarketStatus): back into ball running, as that ball
 * would have them had they not been suspended (no bets while it is live), and into its list, so that its end
 * reopens them as any market it stopped. Those of `marketIds` not suspended, not fancy, or of an event with no
 * ball live are left as they are. Answers the markets it put back into ball running.
 */
export const restoreIntoLiveBalls = (db: DatabaseSync, marketIds: readonly string[], at: string): string[] => {
  const rows = db
    .prepare(`SELECT m._id, m.eventId FROM ${FANCY_MARKETS} JOIN fancy_live_balls b ON b.eventId = m.eventId WHERE m._id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(marketIds));
  const joinBall = db.prepare('UPDATE fancy_live_balls SET marketIds = ? WHERE eventId = ?');
  return rows.flatMap((row) => {
    const [marketId, eventId] = [text(row._id), text(row.eventId)];
    if (setStatuses(db, [marketId], 'suspended', 'ballRunning', at).length === 0) return [];
    const stopped = liveBall(db, eventId) ?? [];
    if (!stopped.includes(marketId)) joinBall.run(JSON.stringify([...stopped, marketId]), eventId);
    return [marketId];
  });
};

/** Of the markets a ball stopped, those with a result kept: its end suspends them rather than reopen them. */
const withResultKept = (db: DatabaseSync, marketIds: readonly string[]): Set<string> =>
  new Set(
    db
      .prepare(`SELECT m._id FROM markets m WHERE m._id IN (SELECT value FROM json_each(?)) AND ${hasResultKept('m')}`)
      .all(JSON.stringify(marketIds))
      .map((row) => text(row._id)),
  );

/**
 * One entry of the ball-by-ball feed. `bowl` puts the event's open fancy markets into ball running (no
 * bets while the ball is live); `deliver` records the ball and opens again the markets the ball stopped
 * (those a trader suspended meanwhile stay suspended, and one with a result kept is suspended, never
 * reopened); `dead` opens them again and records nothing.
 */
export const enterBall = (db: DatabaseSync, input: BallInput, by: string, now = new Date()) => {
  const at = now.toISOString();
  const fancyIds = db.prepare(FANCY_OF_EVENT).all(input.eventId).map((r) => text(r._id));
  if (fancyIds.length === 0) throw new ApiError(404, 'This event has no fancy markets.');
  const before = ballState(db, input.eventId);
  const running = liveBall(db, input.eventId);
  if (input.action === 'bowl') {
    if (running) throw new ApiError(409, 'A ball is already live: key what it did, or Escape for a dead ball.');
    const stopped = setStatuses(db, fancyIds, 'open', 'ballRunning', at);
    db.prepare('INSERT INTO fancy_live_balls (eventId, marketIds, at, by) VALUES (?, ?, ?, ?)').run(input.eventId, JSON.stringify(stopped), at, by);
    return { before, after: ballState(db, input.eventId), changed: stopped };
  }
  if (!running) throw new ApiError(409, 'No ball is live: press B as the bowler runs in.');
  if (input.action === 'deliver') {
    const seq = int(db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM fancy_deliveries WHERE eventId = ?').get(input.eventId)?.n);
    db.prepare('INSERT INTO fancy_deliveries (eventId, seq, runs, wicket, extra, at, by) VALUES (?, ?, ?, ?, ?, ?, ?)').run(input.eventId, seq, input.runs, input.wicket ? 1 : 0, input.extra, at, by);
  }
  const kept = withResultKept(db, running);
  setStatuses(db, [...kept], 'ballRunning', 'suspended', at);
  const reopened = setStatuses(db, running.filter((id) => !kept.has(id)), 'ballRunning', 'open', at);
  db.prepare('DELETE FROM fancy_live_balls WHERE eventId = ?').run(input.eventId);
  return { before, after: ballState(db, input.eventId), changed: reopened };
};
