import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Written {
  targetName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The last audit row of `action` about `targetId`, as the exchange wrote it. */
const written = (action: string, targetId: string): Written => {
  const row = exchange.t.db().prepare('SELECT targetName, "before", "after" FROM audit_log WHERE action = ? AND targetId = ? ORDER BY id DESC LIMIT 1').get(action, targetId);
  if (!row) throw new Error(`no ${action} row for ${targetId}`);
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : null);
  return { targetName: typeof row.targetName === 'string' ? row.targetName : null, before: json(row.before), after: json(row.after) };
};

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
});
