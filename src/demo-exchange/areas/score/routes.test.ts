import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../http/messages';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Board { eventId: string; sport: string; summary: string; entries: number; cricket: { runs: number; balls: number; thisOver: string[] } | null; commentary: Array<{ text: string }> }

describe('the score desk', () => {
  it('keeps teams and players, searched by name', async () => {
    const team = await exchange.api.ok<{ _id: string; shortName: string }>('/team/save', { name: 'Delhi Capitals', shortName: 'dc', sport: 'cricket' });
    expect(team.shortName).toBe('DC');
    await exchange.api.ok('/player/save', { teamId: team._id, name: 'R Pant', shirtNumber: 17 });
    const teams = await exchange.api.ok<{ data: Array<{ name: string; playerCount: number }> }>('/team/list', { search: { value: 'delhi' } });
    expect(teams.data).toMatchObject([{ name: 'Delhi Capitals', playerCount: 1 }]);
    expect((await exchange.api.call('/team/save', { name: 'Delhi Capitals', shortName: 'DC', sport: 'cricket' })).status).toBe(409);
  });

  it('scores a cricket match ball by ball, refuses a broken rule, and never counts a retried entry twice', async () => {
    const boards = await exchange.api.ok<Board[]>('/score/list', {});
    const match = boards.find((b) => b.sport === 'cricket');
    if (!match) throw new Error('no seeded cricket scoreboard');
    const entry = (runs: number, extra = 'none', wicket = false) => ({ sport: 'cricket', eventId: match.eventId, runs, extra, wicket });
    await exchange.api.ok('/score/create', entry(4));
    const wide = await exchange.api.ok<Board>('/score/create', entry(0, 'wide'));
    expect(wide.cricket).toMatchObject({ runs: match.cricket!.runs + 5, balls: match.cricket!.balls + 1 });
    const refused = await exchange.api.call('/score/create', entry(0, 'wide', true));
    expect(refused.status).toBe(400);
    const retry = () => exchange.t.call('/score/create', { token: exchange.token, body: entry(1), headers: { 'idempotency-key': 'score-retry-1' } });
    const first = await retry();
    const again = await retry();
    expect((again.body as { data: Board }).data.entries).toBe((first.body as { data: Board }).data.entries);
    const after = (await exchange.api.ok<Board[]>('/score/list', {})).find((b) => b.eventId === match.eventId);
    expect(after?.cricket?.runs).toBe(match.cricket!.runs + 6);
  });

  it('stores a line of commentary once per idempotency key, and asks for a key', async () => {
    const [match] = await exchange.api.ok<Board[]>('/score/list', {});
    if (!match) throw new Error('no seeded scoreboard');
    const line = { eventId: match.eventId, text: 'Sent twice by a double click' };
    const send = () => exchange.t.call('/score/commentary', { token: exchange.token, body: line, headers: { 'idempotency-key': 'commentary-double-1' } });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    const after = (await exchange.api.ok<Board[]>('/score/list', {})).find((b) => b.eventId === match.eventId);
    expect(after?.commentary.filter((c) => c.text === line.text)).toHaveLength(1);
    const unkeyed = await exchange.t.call('/score/commentary', { token: exchange.token, body: line, idempotencyKey: false });
    expect(unkeyed.status).toBe(422);
    expect(unkeyed.body.meta.message).toBe(MESSAGES.idempotencyKeyNeeded);
  });

  it('lets a video viewer read scores, but only streamingManagement write them', async () => {
    const viewer = catalogueApi(exchange.t, await createTrader(exchange.t, 'score-viewer', ['videoMonitor', 'sportsStreaming']));
    const boards = await viewer.ok<Board[]>('/score/list', {});
    expect(boards.length).toBeGreaterThan(0);
    expect((await viewer.call('/score/create', { sport: 'football', eventId: boards[0]?.eventId, side: 'home', incident: 'goal' })).status).toBe(403);
    const nobody = catalogueApi(exchange.t, await createTrader(exchange.t, 'score-nobody', ['marketManagement']));
    expect((await nobody.call('/score/list', {})).status).toBe(403);
  });
});
