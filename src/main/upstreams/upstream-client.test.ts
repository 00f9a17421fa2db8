import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import { createGuardedFetch } from './guarded-fetch';
import { createUpstreamClient } from './upstream-client';
import { testRegistry } from './test-upstreams';

// URL-unsafe characters on purpose: the key must not leak in its encoded form either.
const KEY = 'pr0v1der+KEY/with=odd&chars';
const ENCODED_KEY = encodeURIComponent(KEY);
const PROVIDER = 'https://games.example.com';

const clients: Array<{ close(): void }> = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A client over the guarded fetch, its log lines, and every URL that reached the network. */
const setUp = (answer: (url: string) => Promise<Response>, keys: { gameProvider?: string; geolocation?: string } = { gameProvider: KEY }) => {
  const registry = testRegistry(
    { gameProvider: PROVIDER, whiteLabelNode: 'http://198.51.100.4:8001', geolocation: 'https://maps.example.com/json/{ip}?key={key}' },
    keys,
  );
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const network = vi.fn<typeof fetch>(async (input) => answer(String(input)));
  const client = createUpstreamClient({ registry, fetch: createGuardedFetch({ allowedOrigins: () => registry.allowedOrigins(), fetch: network, log }), log, retryDelayMs: 0 });
  clients.push(client);
  return { registry, client, lines, network, urls: () => network.mock.calls.map(([input]) => String(input)) };
};

const expectNoKey = (...texts: unknown[]) => {
  for (const text of texts) {
    const json = typeof text === 'string' ? text : JSON.stringify(text);
    expect(json).not.toContain(KEY);
    expect(json).not.toContain(ENCODED_KEY);
  }
};

describe('the upstream client', () => {
  it('adds the game provider key to the query itself, and returns the games', async () => {
    const { client, urls, lines } = setUp(async () => Response.json([{ id: 'g1', name: 'Teen Patti', enabled: true }]));
    const result = await client.request(contract.gameProvider.games, undefined);
    expect(result).toEqual({ ok: true, data: [{ id: 'g1', name: 'Teen Patti', enabled: true }] });
    expect(urls()).toEqual([`${PROVIDER}/admin/games?key=${encodeURIComponent(KEY).replace(/%20/g, '+')}`]);
    expectNoKey(result, ...lines);
  });

  describe('never lets the provider key reach a log, an error message or a result', () => {
    const cases: Array<[string, (url: string) => Promise<Response>]> = [
      ['a 401 for a wrong key, whose body echoes the URL', async (url) => Response.json({ error: `bad key in ${url}` }, { status: 401 })],
      ['a 500 whose body echoes the URL', async (url) => new Response(`upstream exploded at ${url}`, { status: 500 })],
      ['a 503 on every attempt', async (url) => new Response(url, { status: 503 })],
      [
        'a network failure whose error quotes the URL',
        async (url) => {
          throw new TypeError(`fetch failed for ${url}`, { cause: Object.assign(new Error(`connect ECONNREFUSED ${url}`), { code: 'ECONNREFUSED' }) });
        },
      ],
      ['an answer the contract rejects, quoting the URL', async (url) => Response.json({ games: url })],
    ];
    it.each(cases)('%s', async (_name, answer) => {
      const { client, lines, network } = setUp(answer);
      const result = await client.request(contract.gameProvider.games, undefined);
      expect(result.ok).toBe(false);
      expect(network).toHaveBeenCalled();
      expect(lines.length).toBeGreaterThan(0);
      expectNoKey(result, ...lines);
    });

    it('for a wrong key set by an admin too', async () => {
      const { client, registry, lines } = setUp(async (url) => new Response(url, { status: 401 }));
      await registry.keys.set('gameProvider', KEY);
      const result = await client.request(contract.gameProvider.games, undefined);
      expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 401, message: 'Game provider refused the key. An admin can set it under Settings.' } });
      expectNoKey(result, ...lines);
    });
  });

  it('never answers "unauthorized" for an upstream 401: that kind would log the console session out', async () => {
    const { client } = setUp(async () => new Response('', { status: 401 }));
    const result = await client.request(contract.gameProvider.games, undefined);
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('retries a GET after a 503 as its policy says, and gives up with the last failure', async () => {
    const { client, network } = setUp(async () => new Response('', { status: 503 }));
    expect(await client.request(contract.gameProvider.games, undefined)).toMatchObject({ ok: false, error: { status: 503 } });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('does not retry what a retry cannot mend (a 401)', async () => {
    const { client, network } = setUp(async () => new Response('', { status: 401 }));
    await client.request(contract.gameProvider.games, undefined);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never sends a key to an address an admin moved to while the key was being read', async () => {
    const { client, registry, network } = setUp(async () => Response.json([]));
    const read = registry.keys.get.bind(registry.keys);
    // The admin's save lands while the keychain answers: the address moves and the key is cleared.
    vi.spyOn(registry.keys, 'get').mockImplementationOnce(async (upstream) => {
      const key = await read(upstream);
      await registry.setBaseUrl('gameProvider', 'https://other-games.example.com');
      return key;
    });
    const result = await client.request(contract.gameProvider.games, undefined);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', message: "Game provider's address was changed just now. Try again." } });
    expect(network).not.toHaveBeenCalled();
    // The next call finds no key for the new address, and says so.
    expect(await client.request(contract.gameProvider.games, undefined)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(network).not.toHaveBeenCalled();
  });

  it('refuses to call without a key, and says where to set one', async () => {
    const { client, network } = setUp(async () => Response.json([]), {});
    expect(await client.request(contract.gameProvider.games, undefined)).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'No game provider key is set. An admin can set it under Settings.' },
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('refuses an unconfigured upstream before any network I/O', async () => {
    const { client, network } = setUp(async () => Response.json([]));
    expect(await client.request(contract.dns.environments, undefined)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(network).not.toHaveBeenCalled();
  });

  it('calls the white-label node only at its allow-listed IP:port', async () => {
    const { client, urls } = setUp(async () => Response.json({ status: 'ok', version: '2.1' }));
    expect(await client.request(contract.whiteLabelNode.status, undefined)).toEqual({ ok: true, data: { status: 'ok', version: '2.1' } });
    expect(urls()).toEqual(['http://198.51.100.4:8001/status']);
  });

  it('fills the geolocation template: {ip} from the input, {key} from the keychain', async () => {
    const { client, urls, lines } = setUp(async () => Response.json({ ip: '203.0.113.5', country: 'India' }), { geolocation: 'geo key' });
    expect(await client.request(contract.geolocation.lookup, { ip: '203.0.113.5' })).toEqual({ ok: true, data: { ip: '203.0.113.5', country: 'India' } });
    expect(urls()).toEqual(['https://maps.example.com/json/203.0.113.5?key=geo%20key']);
    expect(lines.join('\n')).not.toContain('geo');
  });
});
