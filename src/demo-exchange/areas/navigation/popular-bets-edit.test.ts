import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Market {
  _id: string;
  eventId: string;
  marketTypeId: string;
  name: string;
  inPlay: boolean;
  popular: boolean;
  externalId: string | null;
  selections: Array<{ _id: string; name: string }>;
  updatedAt: string;
}

/** The market form's save of `market` as it opened, with `changes`, naming the version it opened. */
const edit = (market: Market, changes: Partial<Market>) => {
  const { _id, eventId, marketTypeId, name, inPlay, popular, externalId, selections } = { ...market, ...changes };
  const input = { _id, eventId, marketTypeId, name, inPlay, popular, externalId, selections: selections.map((s) => ({ _id: s._id, name: s.name })) };
  return exchange.api.call<Market>('/market/save', { ...input, expectedUpdatedAt: market.updatedAt });
};

describe('a market put on the most popular bets', () => {
  it('is an edit of its Popular flag: its form opened before is refused, one opened after saves', async () => {
    const { api, t } = exchange;
    const { marketId } = await api.buildChain('Popular');
    const opened = await api.ok<Market>('/market', { _id: marketId });
    expect(opened.popular).toBe(false);
    const listed = await api.ok<Array<{ marketId: string }>>('/navigation/popular-bets');
    await api.ok('/navigation/popular-bets/save', { marketIds: [...listed.map((bet) => bet.marketId), marketId] });

    const after = await api.ok<Market>('/market', { _id: marketId });
    expect(after.popular).toBe(true);
    // Audited as the market's flag, dated at the updatedAt the list wrote.
    const row = t.db().prepare("SELECT at, \"after\" FROM audit_log WHERE action = 'market.flags' AND targetId = ? ORDER BY id DESC LIMIT 1").get(marketId);
    expect(row?.at).toBe(after.updatedAt);
    expect(JSON.parse(String(row?.after))).toEqual({ popular: true });

    // The form opened before still holds Popular off: its save would take the market off the list.
    const stale = await edit(opened, { name: 'Popular Renamed' });
    expect(stale.status).toBe(409);
    expect((await api.ok<Market>('/market', { _id: marketId })).popular).toBe(true);
    expect((await edit(after, { name: 'Popular Renamed' })).status).toBe(200);
  });
});
