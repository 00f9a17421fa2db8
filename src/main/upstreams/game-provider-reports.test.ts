import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import { providerReportQuery } from '@shared/casino/provider-report';
import { createGuardedFetch } from './guarded-fetch';
import { createUpstreamClient } from './upstream-client';
import { testRegistry } from './test-upstreams';

const KEY = 'gp-key+with/odd=chars';
const PROVIDER = 'https://games.example.com';
const clients: Array<{ close(): void }> = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const setUp = (answer: () => Response) => {
  const registry = testRegistry({ gameProvider: PROVIDER }, { gameProvider: KEY });
  const lines: string[] = [];
  const network = vi.fn<typeof fetch>(async () => answer());
  const client = createUpstreamClient({ registry, fetch: createGuardedFetch({ allowedOrigins: () => registry.allowedOrigins(), fetch: network, log: (l) => lines.push(l) }), log: (l) => lines.push(l), retryDelayMs: 0 });
  clients.push(client);
  return { client, lines, urls: () => network.mock.calls.map(([input]) => String(input)) };
};

const PAGE = { rows: [{ game_id: 'dragon-tiger', stake: 1000 }], total: 1, max: 50, offset: 0 };

describe('the game provider reports', () => {
  it('builds the query exactly as spec §3 names it: Y/M/D dates, the tz offset, paging and realm INR', () => {
    const query = providerReportQuery({ from: new Date(2025, 2, 9), to: new Date(2025, 2, 31), tzOffsetMinutes: 330, gameId: 'dragon-tiger', remoteId: 'punter0042', max: 25, offset: 50 });
    expect(query).toEqual({ game_id: 'dragon-tiger', start: '2025/03/09', end: '2025/03/31', tz_offset: 330, max: 25, offset: 50, remote_id: 'punter0042', realm: 'INR' });
    expect(Object.keys(query)).toEqual(['game_id', 'start', 'end', 'tz_offset', 'max', 'offset', 'remote_id', 'realm']);
    // Without a game or a player those fields are left out, never sent empty.
    expect(Object.keys(providerReportQuery({ from: new Date(2025, 0, 1), to: new Date(2025, 0, 1), tzOffsetMinutes: -300 }))).toEqual(['start', 'end', 'tz_offset', 'max', 'offset', 'realm']);
  });

  it('refuses a realm other than INR, dates in another form, and a key from the renderer', () => {
    const input = contract.gameProvider.gameReport.input;
    const base = providerReportQuery({ from: new Date(2025, 0, 1), to: new Date(2025, 0, 2), tzOffsetMinutes: 0 });
    expect(input.safeParse(base).success).toBe(true);
    expect(input.safeParse({ ...base, realm: 'USD' }).success).toBe(false);
    expect(input.safeParse({ ...base, start: '2025-01-01' }).success).toBe(false);
    expect(input.safeParse({ ...base, key: 'from-the-renderer' }).success).toBe(false);
  });

  it('has main add the key as the last query parameter, and keeps it out of answers and logs', async () => {
    const { client, urls, lines } = setUp(() => Response.json(PAGE));
    const query = contract.gameProvider.playerReport.input.parse(providerReportQuery({ from: new Date(2025, 5, 1), to: new Date(2025, 5, 7), tzOffsetMinutes: 330, remoteId: 'punter0007' }));
    const result = await client.request(contract.gameProvider.playerReport, query);
    expect(result).toEqual({ ok: true, data: PAGE });
    const params = new URL(urls()[0] ?? '').searchParams;
    expect(urls()[0]?.startsWith(`${PROVIDER}/reports/player?start=2025%2F06%2F01&end=2025%2F06%2F07&tz_offset=330&max=50&offset=0&remote_id=punter0007&realm=INR&key=`)).toBe(true);
    expect([...params.keys()]).toEqual(['start', 'end', 'tz_offset', 'max', 'offset', 'remote_id', 'realm', 'key']);
    expect(params.get('key')).toBe(KEY);
    expect(JSON.stringify([result, lines])).not.toContain(KEY);
  });

  it('shows the provider’s reason for a refused report in words, but never anything that could quote the URL', async () => {
    const plain = setUp(() => Response.json({ error: 'a report covers at most 92 days' }, { status: 400 }));
    const query = providerReportQuery({ from: new Date(2025, 0, 1), to: new Date(2025, 11, 31), tzOffsetMinutes: 0 });
    expect(await plain.client.request(contract.gameProvider.gameReport, query)).toMatchObject({ ok: false, error: { message: 'Game provider answered with an error (HTTP 400): a report covers at most 92 days.' } });
    const echo = setUp(() => Response.json({ error: `bad query ?realm=INR&key=${KEY}` }, { status: 400 }));
    const refused = await echo.client.request(contract.gameProvider.gameReport, query);
    expect(refused).toMatchObject({ ok: false, error: { message: 'Game provider answered with an error (HTTP 400).' } });
    expect(JSON.stringify([refused, echo.lines])).not.toContain(KEY);
  });

  it('enables and disables a game by id with a POST whose body has no key', async () => {
    const { client, urls } = setUp(() => Response.json({ id: 'lucky-7', name: 'Lucky 7', enabled: true }));
    expect(await client.request(contract.gameProvider.enableGame, { id: 'lucky-7' })).toMatchObject({ ok: true, data: { enabled: true } });
    expect(urls()[0]).toBe(`${PROVIDER}/admin/games/enable?key=${new URLSearchParams({ key: KEY }).toString().slice(4)}`);
  });
});
