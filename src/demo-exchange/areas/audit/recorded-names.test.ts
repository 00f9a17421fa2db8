import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Written {
  targetType: string;
  targetName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The last audit row of `action` about `targetId`, as the exchange wrote it. */
const written = (action: string, targetId: string): Written => {
  const row = exchange.t.db().prepare('SELECT targetType, targetName, "before", "after" FROM audit_log WHERE action = ? AND targetId = ? ORDER BY id DESC LIMIT 1').get(action, targetId);
  if (!row) throw new Error(`no ${action} row for ${targetId}`);
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : null);
  return { targetType: String(row.targetType), targetName: typeof row.targetName === 'string' ? row.targetName : null, before: json(row.before), after: json(row.after) };
};

/** The id of the bet limit at `level` on `targetId` ('' for the default one). */
const limitId = (level: string, targetId: string): string => String(exchange.t.db().prepare('SELECT betlimitId FROM bet_limits WHERE level = ? AND targetId = ?').get(level, targetId)?.betlimitId);

describe('what the audit records: names, never only ids', () => {
  it('records a created record’s parents and market type by name beside their ids', async () => {
    const chain = await exchange.api.buildChain('Names');
    expect(written('competition.create', chain.competitionId).after).toMatchObject({ sportId: chain.sportId, sportName: 'Sport Names' });
    expect(written('event.create', chain.eventId).after).toMatchObject({ competitionId: chain.competitionId, competitionName: 'Competition Names', openDate: '2030-01-01T12:00:00.000Z' });
    expect(written('market.create', chain.marketId).after).toMatchObject({ eventId: chain.eventId, eventName: 'Home Names v Away Names', marketTypeName: 'Match Odds' });
  });

  it('records an update’s row before by name too, as it was then', async () => {
    const chain = await exchange.api.buildChain('Moved');
    const other = await exchange.api.ok<{ _id: string }>('/competition/save', { sportId: chain.sportId, name: 'Competition Elsewhere' });
    await exchange.api.ok('/event/save', { _id: chain.eventId, competitionId: other._id, name: 'Home Moved v Away Moved', openDate: '2030-01-01T12:00:00.000Z' });
    const row = written('event.update', chain.eventId);
    expect(row.before).toMatchObject({ competitionName: 'Competition Moved' });
    expect(row.after).toMatchObject({ competitionName: 'Competition Elsewhere' });
  });

  it('names the market of a status change with its event', async () => {
    const chain = await exchange.api.buildChain('Status');
    await exchange.api.ok('/market/status', { _id: chain.marketId, status: 'suspended' });
    expect(written('market.status', chain.marketId)).toMatchObject({ targetName: 'Home Status v Away Status · Match Odds', before: { status: 'open' }, after: { status: 'suspended' } });
    const market = await exchange.api.ok<{ selections: Array<{ _id: string }> }>('/market', { _id: chain.marketId });
    const home = market.selections[0]?._id ?? '';
    await exchange.api.ok('/market/selection-status', { marketId: chain.marketId, selectionId: home, status: 'suspended' });
    expect(written('selection.status', home).targetName).toBe('Home Status v Away Status · Match Odds · Home Status');
  });

  it('names the role whose defaults changed by its label, and a new account’s role by its label beside its code', async () => {
    expect((await exchange.api.call('/update-role-permission', { role: 'agent', permission: { operationalLogs: true } })).status).toBe(200);
    expect(written('staff.roleDefaults', 'AGENT').targetName).toBe('Agent');
    const created = await exchange.api.call('/add-staff', { name: 'Fay', userName: 'fay.names', password: 'secret1', role: 'FANCY_MANAGER' });
    expect(written('staff.create', (created.body.data as { id: string }).id).after).toMatchObject({ role: 'FANCY_MANAGER', roleLabel: 'Fancy Manager' });
  });

  it('names a market’s manager by user name, and the market by its event', async () => {
    const chain = await exchange.api.buildChain('Managed');
    const managerId = String(exchange.t.db().prepare(`SELECT _id FROM users WHERE userName = 'manager'`).get()?._id);
    await exchange.api.ok('/family/assign-manager', { family: 'matchOdds', marketId: chain.marketId, userId: managerId });
    expect(written('market.manager', chain.marketId)).toMatchObject({ targetName: 'Home Managed v Away Managed · Match Odds', after: { userId: managerId, userName: 'manager' } });
    await exchange.api.ok('/family/assign-manager', { family: 'matchOdds', marketId: chain.marketId, userId: null });
    expect(written('market.manager', chain.marketId).after).toEqual({ userId: null });
  });

  it('names a bet limit by where it applies, from every route that saves or deletes one', async () => {
    const chain = await exchange.api.buildChain('Limited');
    const amounts = { minStake: 1, maxStake: 100, maxProfit: 1000, maxLiability: 500 };
    await exchange.api.ok('/bet-limit/save', { level: 'competition', targetId: chain.competitionId, ...amounts });
    const onCompetition = limitId('competition', chain.competitionId);
    expect(written('betLimit.create', onCompetition)).toMatchObject({ targetName: 'Competition: Competition Limited', after: { level: 'competition', targetId: chain.competitionId, targetName: 'Competition Limited' } });
    await exchange.api.ok('/bet-limit/save', { level: 'competition', targetId: chain.competitionId, ...amounts, maxStake: 200 });
    expect(written('betLimit.update', onCompetition)).toMatchObject({ before: { targetName: 'Competition Limited', maxStake: 100 }, after: { targetName: 'Competition Limited', maxStake: 200 } });
    await exchange.api.ok('/bet-limit/save', { level: 'market', targetId: chain.marketId, ...amounts });
    const onMarket = limitId('market', chain.marketId);
    await exchange.api.ok('/bet-limit/delete', { betlimitId: onMarket });
    const market = 'Home Limited v Away Limited · Match Odds';
    expect(written('betLimit.delete', onMarket)).toMatchObject({ targetName: `Market: ${market}`, before: { level: 'market', targetName: market } });
    await exchange.api.ok('/bet-limit/save', { level: 'default', targetId: null, ...amounts, maxStake: 5000 });
    expect(written('betLimit.update', limitId('default', '')).targetName).toBe('Default: all markets');
  });

  it('names the bet limit a sportsbook desk sets on its market', async () => {
    const marketId = String(exchange.t.db().prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'sportsbook' LIMIT 1`).get()?._id);
    const title = exchange.t.db().prepare('SELECT e.name || \' · \' || m.name AS title FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId)?.title;
    await exchange.api.ok('/sportsbook/bet-limit/save', { marketId, minStake: 1, maxStake: 100, maxProfit: 1000, maxLiability: 500 });
    const row = exchange.t.db().prepare(`SELECT targetName, "after" FROM audit_log WHERE targetType = 'betLimit' AND targetId = ? ORDER BY id DESC LIMIT 1`).get(limitId('market', marketId));
    expect(row?.targetName).toBe(`Market: ${String(title)}`);
    expect(JSON.parse(String(row?.after))).toMatchObject({ level: 'market', targetName: title });
  });

  it('names a sport’s auto markets by their market types, in one line', async () => {
    const chain = await exchange.api.buildChain('Auto');
    const types = (await exchange.api.ok<{ data: Array<{ _id: string; name: string; sportId: string | null }> }>('/market-types', { sportId: chain.sportId, length: 100 })).data.slice(0, 2);
    await exchange.api.ok('/auto-markets/save', { sportId: chain.sportId, marketTypeIds: types.map((type) => type._id), overs: [] });
    const row = written('autoMarkets.save', chain.sportId);
    expect(row).toMatchObject({ targetName: 'Sport Auto', after: { marketTypeNames: types.map((type) => type.name).join(', ') } });
    expect(row.before).toEqual({ marketTypeIds: [], overs: [] });
  });

  it('names a bet delay’s market with its event from either desk, and a family by its label', async () => {
    const chain = await exchange.api.buildChain('Delayed');
    await exchange.api.ok('/family/bet-delay', { family: 'matchOdds', marketId: chain.marketId, seconds: 4 });
    expect(written('betDelay.market', chain.marketId)).toMatchObject({ targetType: 'market', targetName: 'Home Delayed v Away Delayed · Match Odds', after: { seconds: 4 } });
    await exchange.api.ok('/bet-delay/custom', { marketId: chain.marketId, seconds: 6 });
    expect(written('betDelay.market', chain.marketId)).toMatchObject({ targetType: 'market', targetName: 'Home Delayed v Away Delayed · Match Odds', before: { seconds: 4 } });
    await exchange.api.ok('/bet-delay/family', { family: 'fancy', seconds: 3 });
    expect(written('betDelay.family', 'fancy')).toMatchObject({ targetType: 'marketFamily', targetName: 'Fancy', after: { seconds: 3 } });
  });
});
