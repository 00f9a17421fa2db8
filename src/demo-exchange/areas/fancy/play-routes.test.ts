import { describe, expect, it } from 'vitest';
import { BALL_RUNNING_REOPEN } from '@shared/catalogue';
import { toMinor } from '@shared/money/amounts';
import { placeBet } from '../../money/place-bet';
import { enterResult } from '../../settlement/maker-checker';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Fancy { marketId: string; eventId: string; status: string }
interface Ball { ballRunning: boolean; runningMarketIds: string[]; runs: number; wickets: number; overs: string; recent: Array<{ label: string; ball: string }> }

const fancyEvent = async () => {
  const markets = await exchange.api.ok<Fancy[]>('/fancy/markets', {});
  const eventId = markets[0]?.eventId;
  if (!eventId) throw new Error('the demo has no fancy market');
  const ofEvent = markets.filter((m) => m.eventId === eventId);
  for (const m of ofEvent) exchange.t.db().prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(m.marketId);
  return { eventId, marketIds: ofEvent.map((m) => m.marketId) };
};
const statuses = (ids: string[]) => ids.map((id) => String(exchange.t.db().prepare('SELECT status FROM markets WHERE _id = ?').get(id)?.status));

describe('the ball-by-ball feed', () => {
  it('puts the event’s open fancy markets into ball running while the ball is live, and opens them after it', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const bowled = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    expect(bowled.ballRunning).toBe(true);
    expect(bowled.runningMarketIds.sort()).toEqual([...marketIds].sort());
    expect(statuses(marketIds).every((s) => s === 'ballRunning')).toBe(true);

    // No bet while the ball is live.
    const db = exchange.t.db();
    const punter = String(db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 1`).get()?._id);
    const refused = placeBet(db, { idempotencyKey: 'ball-live-1', accountId: punter, marketId: marketIds[0] ?? '', outcomeId: 'yes', outcomeName: 'yes', side: 'yes', rate: 100, line: 50, stake: toMinor(100), placedAt: new Date() });
    expect(refused.accepted).toBe(false);

    const four = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 4 });
    expect(four).toMatchObject({ ballRunning: false, runs: 4, wickets: 0, overs: '0.1' });
    expect(four.recent[0]).toMatchObject({ label: '4', ball: '0.1' });
    expect(statuses(marketIds).every((s) => s === 'open')).toBe(true);

    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    const wide = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 0, extra: 'wide' });
    expect(wide).toMatchObject({ runs: 5, overs: '0.1' });
    expect(wide.recent[0]?.label).toBe('wd');
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    const wicket = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'deliver', wicket: true });
    expect(wicket).toMatchObject({ wickets: 1, overs: '0.2' });

    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 1 });
    expect(audit.data[0]?.action).toBe('fancy.ball');
  });

  it('leaves a market suspended during the ball suspended, and a dead ball records nothing', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const before = await exchange.api.ok<Ball>('/fancy/ball-by-ball/state', { eventId });
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    await exchange.api.ok('/fancy/status', { marketId: marketIds[0], status: 'suspended' });
    const dead = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'dead' });
    expect(dead.overs).toBe(before.overs);
    expect(statuses(marketIds)[0]).toBe('suspended');
    expect(statuses(marketIds).slice(1).every((s) => s === 'open')).toBe(true);
  });

  it('answers Resume during a live ball with the market back in ball running (audited so, said so), and the ball’s end opens it', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const marketId = marketIds[0] ?? '';
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    await exchange.api.ok('/fancy/status', { marketId, status: 'suspended' });
    const resumed = await exchange.api.call('/fancy/status', { marketId, status: 'open' });
    expect(resumed.body).toMatchObject({ data: { status: 'ballRunning' }, meta: { message: BALL_RUNNING_REOPEN } });
    const audit = await exchange.api.ok<{ data: Array<{ action: string; before: unknown; after: unknown }> }>('/audit-log-list', { length: 1 });
    expect(audit.data[0]).toMatchObject({ action: 'market.status', before: { status: 'suspended' }, after: { status: 'ballRunning' } });
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 1 });
    expect(statuses(marketIds).every((s) => s === 'open')).toBe(true);
  });

  it('refuses out-of-order and bad entries, changing nothing', async () => {
    const { eventId, marketIds } = await fancyEvent();
    expect((await exchange.api.call('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 1 })).status).toBe(409);
    const bad = await exchange.api.call('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 9 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Runs: a whole number 0 to 7/);
    expect((await exchange.api.call('/fancy/ball-by-ball', { eventId, action: 'bowl', runs: 2 })).status).toBe(400);
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    expect((await exchange.api.call('/fancy/ball-by-ball', { eventId, action: 'bowl' })).status).toBe(409);
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'dead' });
    expect(statuses(marketIds).every((s) => s === 'open')).toBe(true);
  });

  it('gives the event’s fancy odds and a line market’s fair value from its quote', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const marketId = marketIds[0] ?? '';
    await exchange.api.ok('/fancy/price', { marketId, price: { noLine: 48, noRate: 100, yesLine: 50, yesRate: 100 } });
    const odds = await exchange.api.ok<Array<{ marketId: string; yesOdds: number; noOdds: number; fairValue: number }>>('/fancy/odds', { eventId });
    expect(odds.find((o) => o.marketId === marketId)).toMatchObject({ yesOdds: 2, noOdds: 2, fairValue: 49 });
    expect(await exchange.api.ok('/fancy/fair-value', { marketId })).toMatchObject({ fairValue: 49 });
  });

  // Last: a result kept keeps its market suspended at every later ball's end.
  it('suspends a market whose result is entered during the ball: the ball’s end leaves it suspended and reopens the others', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const [resulted, ...others] = marketIds;
    if (!resulted || others.length === 0) throw new Error('the demo has no event with two fancy markets');
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    await exchange.api.ok('/result/fancy/save', { marketId: resulted, number: 52 });
    expect(statuses([resulted])).toEqual(['suspended']);
    expect(statuses(others).every((s) => s === 'ballRunning')).toBe(true);
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'deliver', runs: 1 });
    expect(statuses([resulted])).toEqual(['suspended']);
    expect(statuses(others).every((s) => s === 'open')).toBe(true);
  });

  it('never reopens at the ball’s end a market with a result kept, however it stayed in ball running', async () => {
    const { eventId, marketIds } = await fancyEvent();
    const [, kept, ...others] = marketIds;
    if (!kept) throw new Error('the demo has no event with two fancy markets');
    await exchange.api.ok('/fancy/ball-by-ball', { eventId, action: 'bowl' });
    // A result kept on a market put back into ball running by some other path (entering it suspends it).
    enterResult(exchange.t.db(), { marketId: kept, entered: { number: 40 }, voidFactor: 0 }, { id: 'scorer-id', userName: 'scorer' }, 'enter');
    exchange.t.db().prepare(`UPDATE markets SET status = 'ballRunning' WHERE _id = ?`).run(kept);
    const dead = await exchange.api.ok<Ball>('/fancy/ball-by-ball', { eventId, action: 'dead' });
    expect(dead.ballRunning).toBe(false);
    expect(statuses([kept])).toEqual(['suspended']);
    expect(statuses(others).every((s) => s === 'open')).toBe(true);
  });

  it('is for fancyManagement only', async () => {
    const { eventId } = await fancyEvent();
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-fancy-ball', ['marketManagement', 'exchangeManagement']));
    expect((await trader.call('/fancy/ball-by-ball', { eventId, action: 'bowl' })).status).toBe(403);
    expect((await trader.call('/fancy/odds', { eventId })).status).toBe(403);
  });
});
