import { describe, expect, it } from 'vitest';
import { saveMarketForm, type FormMarket } from '../../testing/market-form';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

/** The market form's save of `market` as it opened, with `changes`. */
const edit = (market: FormMarket, changes: Partial<FormMarket>) => saveMarketForm(exchange.api, market, changes);

describe('a market put on the most popular bets', () => {
  it('is an edit of its Popular flag: its form opened before is refused, one opened after saves', async () => {
    const { api, t } = exchange;
    const { marketId } = await api.buildChain('Popular');
    const opened = await api.ok<FormMarket>('/market', { _id: marketId });
    expect(opened.popular).toBe(false);
    const listed = await api.ok<Array<{ marketId: string }>>('/navigation/popular-bets');
    await api.ok('/navigation/popular-bets/save', { marketIds: [...listed.map((bet) => bet.marketId), marketId] });

    const after = await api.ok<FormMarket>('/market', { _id: marketId });
    expect(after.popular).toBe(true);
    // Audited as the market's flag, dated at the updatedAt the list wrote.
    const row = t.db().prepare("SELECT at, \"after\" FROM audit_log WHERE action = 'market.flags' AND targetId = ? ORDER BY id DESC LIMIT 1").get(marketId);
    expect(row?.at).toBe(after.updatedAt);
    expect(JSON.parse(String(row?.after))).toEqual({ popular: true });

    // The form opened before still holds Popular off: its save would take the market off the list.
    const stale = await edit(opened, { name: 'Popular Renamed' });
    expect(stale.status).toBe(409);
    expect((await api.ok<FormMarket>('/market', { _id: marketId })).popular).toBe(true);
    expect((await edit(after, { name: 'Popular Renamed' })).status).toBe(200);
  });
});
