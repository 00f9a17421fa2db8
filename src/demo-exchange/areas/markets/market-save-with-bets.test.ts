import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { reservedExposure } from '../../money/exposure-store';
import { brokenInvariants } from '../../settlement/invariants';
import { rolledBack } from '../../settlement/settlement-checks';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { contract } from '@shared/contract';
import type { RouteContext } from '../../kit/route';
import { saveMarketRow, type MarketInput } from './markets';
import { marketRoutes } from './routes';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 1 });
afterAll(() => fx.close());
const { db } = fx;
const [punter = ''] = fx.punters;

/** The market as its edit form would send it back unchanged. */
const asSaved = (marketId: string): MarketInput => {
  const row = db.prepare('SELECT eventId, marketTypeId, name, inPlay, popular, externalId FROM markets WHERE _id = ?').get(marketId);
  const selections = db.prepare('SELECT _id, name FROM selections WHERE marketId = ? ORDER BY sequence').all(marketId).map((s) => ({ _id: String(s._id), name: String(s.name) }));
  return { _id: marketId, eventId: String(row?.eventId), marketTypeId: String(row?.marketTypeId), name: String(row?.name), status: 'open', inPlay: row?.inPlay === 1, popular: row?.popular === 1, externalId: row?.externalId === null ? null : String(row?.externalId), selections };
};

/** The Markets screen's save, as the exchange runs it (its audit kept nowhere). */
const saveThroughRoute = async (input: MarketInput) => {
  const handler = marketRoutes[contract.markets.save.id];
  if (!handler) throw new Error('No market save route.');
  const ctx = { db, user: null, sessionId: null, ip: '', userAgent: '', idempotencyKey: null, audit: () => undefined, log: () => undefined } as unknown as RouteContext;
  return handler.handle(input, ctx);
};

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('saving a market that has bets', () => {
  const { marketId, outcomes } = fx.openMarket('matchOdds');
  const backEvery = () => outcomes.forEach((outcomeId) => expect(fx.bet({ marketId, outcomeId, accountId: punter, side: 'back', odds: 4, stake: 100_00 }).accepted).toBe(true));

  it('refuses to delete a selection with bets (the route’s transaction undoes the rest)', () => {
    rolledBack(db, () => {
      backEvery();
      const saved = asSaved(marketId);
      const [first] = saved.selections;
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: saved.selections.slice(1) }))).toBe(`409 ${M.selectionHasBets(first?.name ?? '')}`);
    });
  });

  it('refuses another market type', () => {
    rolledBack(db, () => {
      backEvery();
      // Another type the market's sport may use: one of that sport's own, or one for every sport.
      const other = db
        .prepare('SELECT _id FROM market_types WHERE _id <> ? AND (sportId IS NULL OR sportId = (SELECT sportId FROM markets WHERE _id = ?)) ORDER BY _id LIMIT 1')
        .get(asSaved(marketId).marketTypeId, marketId);
      expect(other, 'another market type for this sport').toBeDefined();
      expect(refusal(() => saveMarketRow(db, { ...asSaved(marketId), marketTypeId: String(other?._id) }))).toBe(`409 ${M.marketTypeFixedByBets}`);
    });
  });

  it('reserves again when a selection is added: backing every runner no longer covers every outcome', async () => {
    db.exec('BEGIN');
    try {
      backEvery();
      // Three backs at 4.0 for 100: whoever wins, one wins 300 and two lose 200: +100. A new runner loses all three.
      expect(reservedExposure(db, punter, marketId)).toBe(0);
      const saved = asSaved(marketId);
      await saveThroughRoute({ ...saved, selections: [...saved.selections, { name: 'The Field' }] });
      expect(reservedExposure(db, punter, marketId)).toBe(outcomes.length * 100_00);
      expect(brokenInvariants(db)).toEqual([]);
    } finally {
      db.exec('ROLLBACK');
    }
  });

  it('refuses to rename a selection with bets (its bets were struck on that runner), or to move the market to another event', () => {
    rolledBack(db, () => {
      backEvery();
      const saved = asSaved(marketId);
      const [first, ...rest] = saved.selections;
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: [{ _id: first?._id, name: 'Renamed' }, ...rest] }))).toBe(`409 ${M.selectionRenameHasBets(first?.name ?? '')}`);
      const otherEvent = db.prepare('SELECT _id FROM events WHERE _id <> ? AND sportId = (SELECT sportId FROM events WHERE _id = ?) LIMIT 1').get(saved.eventId, saved.eventId);
      expect(otherEvent, 'another event of the sport').toBeDefined();
      expect(refusal(() => saveMarketRow(db, { ...saved, eventId: String(otherEvent?._id) }))).toBe(`409 ${M.marketEventFixedByBets}`);
    });
  });

  it('once resulted, only reorders its selections', () => {
    rolledBack(db, () => {
      const saved = asSaved(marketId);
      fx.declare(marketId, { winnerIds: [saved.selections[0]?._id ?? ''] });
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: saved.selections.slice(1) }))).toBe(`409 ${M.selectionsFixedByResult}`);
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: [...saved.selections, { name: 'Late' }] }))).toBe(`409 ${M.selectionsFixedByResult}`);
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: [...saved.selections].reverse() }))).toBe('accepted');
    });
  });

  it('keeps what a market without bets could always do: delete a selection', () => {
    rolledBack(db, () => {
      const saved = asSaved(marketId);
      expect(refusal(() => saveMarketRow(db, { ...saved, selections: saved.selections.slice(1) }))).toBe('accepted');
    });
  });
});
