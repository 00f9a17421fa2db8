import { describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/amounts';
import { placeBet } from '../../money/place-bet';
import { quoteAsked } from '../../money/quote-fixture';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Market {
  marketId: string;
  name: string;
  status: string;
  selections: Array<{ selectionId: string; name: string; status: string; odds: number | null; pnl: number }>;
  betCount: number;
  worst: number;
  resultEntered: boolean;
}
interface Change { by: string | null; selections: Array<{ name: string; before: string | null; after: string }> }

const openMarket = async (index = 0) => {
  const market = (await exchange.api.ok<Market[]>('/sportsbook/markets', {})).filter((m) => m.status === 'open')[index];
  if (!market) throw new Error('no open sportsbook market');
  return market;
};
const punter = (offset: number) => String(exchange.t.db().prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 1 OFFSET ?`).get(offset)?._id);
/** A bet at 2.50, the odds the desk quotes the selection first (the sportsbook takes bets at its quote only). */
const back = (marketId: string, selectionId: string, key: string, stake = 500, account = punter(5), side: 'back' | 'lay' = 'back') => {
  const request = { idempotencyKey: key, accountId: account, marketId, outcomeId: selectionId, outcomeName: 'x', side, odds: 2.5, stake: toMinor(stake), placedAt: new Date() };
  quoteAsked(exchange.t.db(), request);
  return placeBet(exchange.t.db(), request);
};

describe('the sportsbook desk', () => {
  it('holds seeded markets from templates, each with several selections priced in decimal odds', async () => {
    const markets = await exchange.api.ok<Market[]>('/sportsbook/markets', {});
    expect(markets.length).toBeGreaterThan(3);
    expect(markets.map((m) => m.name)).toEqual(expect.arrayContaining(['Total Goals', 'Method of First Dismissal']));
    for (const m of markets) expect(m.selections.length).toBeGreaterThanOrEqual(4);
    expect(markets[0]?.selections.every((s) => typeof s.odds === 'number' && s.odds > 1)).toBe(true);
  });

  it('confirms odds, audits before and after, and keeps the price history', async () => {
    const market = await openMarket();
    const [first] = market.selections;
    if (!first) throw new Error('no selection');
    const saved = await exchange.api.ok<Market>('/sportsbook/price', { marketId: market.marketId, selections: [{ selectionId: first.selectionId, odds: 7.5 }] });
    expect(saved.selections[0]?.odds).toBe(7.5);
    const history = await exchange.api.ok<Change[]>('/sportsbook/history', { marketId: market.marketId });
    expect(history[0]).toMatchObject({ by: 'admin', selections: [{ name: first.name, before: first.odds?.toFixed(2), after: '7.50' }] });
    const row = exchange.t.db().prepare("SELECT before, after FROM audit_log WHERE action = 'sportsbook.price' ORDER BY id DESC").get();
    expect(JSON.parse(String(row?.before)).odds[first.name]).toBe(first.odds?.toFixed(2));
    expect(JSON.parse(String(row?.after)).odds[first.name]).toBe('7.50');
  });

  it('refuses non-numeric, out-of-range and over-precise odds, a stranger selection and a closed market, changing nothing', async () => {
    const market = await openMarket(1);
    const id = market.selections[0]?.selectionId ?? '';
    const price = (odds: unknown, selectionId = id) => exchange.api.call('/sportsbook/price', { marketId: market.marketId, selections: [{ selectionId, odds }] });
    const ten = await price('ten');
    expect(ten.status).toBe(400);
    expect(JSON.stringify(ten.body)).toMatch(/Odds: a number/);
    expect(JSON.stringify((await price(1)).body)).toMatch(/Odds: 1.01 to 1000/);
    expect((await price(1001)).status).toBe(400);
    expect(JSON.stringify((await price(2.555)).body)).toMatch(/at most two decimals/);
    expect((await price(3, 'aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(400);
    exchange.t.db().prepare(`UPDATE markets SET status = 'closed' WHERE _id = ?`).run(market.marketId);
    const closed = await price(3);
    expect(closed.status).toBe(409);
    expect(JSON.stringify(closed.body)).toMatch(/closed: it takes no price/);
    exchange.t.db().prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(market.marketId);
    const after = (await exchange.api.ok<Market[]>('/sportsbook/markets', {})).find((m) => m.marketId === market.marketId);
    expect(after?.selections.map((s) => s.odds)).toEqual(market.selections.map((s) => s.odds));
  });

  it('suspends a selection: bets on it are refused with the reason, others matched; lays refused; book and volume follow', async () => {
    const market = await openMarket(2);
    const [first, second] = market.selections;
    if (!first || !second) throw new Error('two selections');
    const suspended = await exchange.api.ok<Market>('/sportsbook/selection-status', { marketId: market.marketId, selectionId: first.selectionId, status: 'suspended' });
    expect(suspended.selections[0]?.status).toBe('suspended');
    expect(back(market.marketId, first.selectionId, 'sb-1').bet).toMatchObject({ status: 'refused', reason: 'selectionNotActive' });
    expect(back(market.marketId, second.selectionId, 'sb-2').accepted).toBe(true);
    expect(back(market.marketId, second.selectionId, 'sb-3', 500, punter(5), 'lay').bet.message).toBe('A sportsbook takes back bets only.');
    // The house's P/L per selection is the mirror of every matched bet (the live feed's punters bet here too).
    const after = (await exchange.api.ok<Market[]>('/sportsbook/markets', {})).find((m) => m.marketId === market.marketId);
    const bets = exchange.t.db().prepare(`SELECT outcomeId, odds, stake FROM bets WHERE marketId = ? AND status = 'matched'`).all(market.marketId);
    const house = (winner: string) => bets.reduce((sum, b) => sum + (b.outcomeId === winner ? -Math.floor(Number(b.stake) * (Number(b.odds) - 1) + 1e-9) : Number(b.stake)), 0) / 100;
    for (const s of after?.selections ?? []) expect(s.pnl, s.name).toBeCloseTo(house(s.selectionId), 2);
    expect(after?.worst).toBeCloseTo(Math.max(0, ...(after?.selections ?? []).map((s) => -s.pnl)), 2);
    const volume = await exchange.api.ok<{ selections: Array<{ selectionId: string; bets: number; stake: number }>; recent: Array<{ status: string; reason: string | null; stake: number; odds: number | null }> }>('/sportsbook/volume', { marketId: market.marketId });
    expect(volume.selections.find((s) => s.selectionId === second.selectionId)?.bets).toBe(bets.filter((b) => b.outcomeId === second.selectionId).length);
    expect(volume.recent).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'refused', reason: 'selectionNotActive', stake: 500, odds: 2.5 }), expect.objectContaining({ status: 'matched', reason: null, stake: 500, odds: 2.5 })]));
    await exchange.api.ok('/sportsbook/selection-status', { marketId: market.marketId, selectionId: first.selectionId, status: 'active' });
  });

  it('shows the bet limit in force and sets the market’s own, audited; bets above it are refused', async () => {
    const market = await openMarket(3);
    const before = await exchange.api.ok<{ maxStake: number; source: string }>('/sportsbook/bet-limit', { marketId: market.marketId });
    expect(before.source).not.toBe('market');
    const bad = await exchange.api.call('/sportsbook/bet-limit/save', { marketId: market.marketId, minStake: 500, maxStake: 100, maxProfit: 1000, maxLiability: 1000 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Maximum stake must not be less than the minimum stake/);
    const saved = await exchange.api.ok<{ maxStake: number; source: string }>('/sportsbook/bet-limit/save', { marketId: market.marketId, minStake: 100, maxStake: 1000, maxProfit: 50_000, maxLiability: 50_000 });
    expect(saved).toMatchObject({ maxStake: 1000, source: 'market' });
    expect(exchange.t.db().prepare("SELECT action FROM audit_log WHERE targetType = 'betLimit' ORDER BY id DESC").get()?.action).toBe('betLimit.create');
    const id = market.selections[0]?.selectionId ?? '';
    expect(back(market.marketId, id, 'sb-limit', 2000, punter(6)).bet.reason).toBe('aboveMaxStake');
    const matchOdds = String(exchange.t.db().prepare("SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'matchOdds' LIMIT 1").get()?._id);
    expect((await exchange.api.call('/sportsbook/bet-limit', { marketId: matchOdds })).status).toBe(404);
  });

  it('says which markets have a result entered, refusing their odds, until the result is voided', async () => {
    const market = (await exchange.api.ok<Market[]>('/sportsbook/markets', {})).filter((m) => m.status === 'open').at(-1);
    if (!market) throw new Error('no open sportsbook market');
    const selections = market.selections.map((s) => ({ selectionId: s.selectionId, odds: 4.2 }));
    const listed = async () => (await exchange.api.ok<Market[]>('/sportsbook/markets', {})).find((m) => m.marketId === market.marketId);
    expect(market.resultEntered).toBe(false);
    await exchange.api.ok('/result/sportsbook/save', { marketId: market.marketId, winnerIds: [selections[0]?.selectionId] });
    expect(await listed()).toMatchObject({ status: 'suspended', resultEntered: true });
    const refused = await exchange.api.call('/sportsbook/price', { marketId: market.marketId, selections });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/has a result entered: it takes no price/);
    expect((await listed())?.selections.map((s) => s.odds)).toEqual(market.selections.map((s) => s.odds));
    exchange.t.db().prepare(`UPDATE market_results SET status = 'voided' WHERE marketId = ?`).run(market.marketId);
    expect(await listed()).toMatchObject({ resultEntered: false });
    const saved = await exchange.api.ok<Market>('/sportsbook/price', { marketId: market.marketId, selections });
    expect(saved).toMatchObject({ resultEntered: false });
    expect(saved.selections.every((s) => s.odds === 4.2)).toBe(true);
  });

  it('is for sportsBookManagement only: every call refused (403) to others', async () => {
    const market = await openMarket();
    const other = catalogueApi(exchange.t, await createTrader(exchange.t, 'not-sportsbook', ['marketManagement', 'bookmakerManagement']));
    for (const [path, input] of [
      ['/sportsbook/markets', {}],
      ['/sportsbook/price', { marketId: market.marketId, selections: [{ selectionId: market.selections[0]?.selectionId, odds: 3 }] }],
      ['/sportsbook/selection-status', { marketId: market.marketId, selectionId: market.selections[0]?.selectionId, status: 'suspended' }],
      ['/sportsbook/volume', { marketId: market.marketId }],
      ['/sportsbook/history', { marketId: market.marketId }],
      ['/sportsbook/bet-limit', { marketId: market.marketId }],
    ] as const) {
      expect((await other.call(path, input)).status, path).toBe(403);
    }
  });
});
