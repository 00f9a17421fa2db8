import { describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import { createExchangeClient } from '../http/exchange-client';
import { createGuardedFetch, OriginNotAllowedError } from './guarded-fetch';

const guarded = (allowed: string[]) => {
  const spy = vi.fn<typeof fetch>(async () => new Response('{}'));
  const lines: string[] = [];
  const fetch = createGuardedFetch({ allowedOrigins: () => new Set(allowed), fetch: spy, log: (line) => lines.push(line) });
  return { fetch, spy, lines };
};

describe('the guarded fetch', () => {
  it('refuses an origin not on the allow-list before any network I/O, and logs no query', async () => {
    const { fetch, spy, lines } = guarded(['https://exchange.example.com']);
    await expect(fetch('https://evil.example.com/steal?key=s3cret')).rejects.toBeInstanceOf(OriginNotAllowedError);
    expect(spy).not.toHaveBeenCalled();
    expect(lines.join('\n')).toContain('https://evil.example.com');
    expect(lines.join('\n')).not.toContain('/steal');
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it('treats scheme and port as part of the origin: the same host elsewhere is refused', async () => {
    const { fetch, spy } = guarded(['http://10.0.0.7:8001']);
    await expect(fetch('http://10.0.0.7:8002/status')).rejects.toBeInstanceOf(OriginNotAllowedError);
    await expect(fetch('https://10.0.0.7:8001/status')).rejects.toBeInstanceOf(OriginNotAllowedError);
    await expect(fetch('file:///etc/passwd')).rejects.toBeInstanceOf(OriginNotAllowedError);
    await expect(fetch('not a url')).rejects.toBeInstanceOf(OriginNotAllowedError);
    expect(spy).not.toHaveBeenCalled();
  });

  it('lets an allowed origin through, with redirects refused so a call cannot be led off the list', async () => {
    const { fetch, spy } = guarded(['http://10.0.0.7:8001']);
    await fetch(new URL('http://10.0.0.7:8001/status'), { method: 'GET' });
    expect(spy).toHaveBeenCalledWith(new URL('http://10.0.0.7:8001/status'), { method: 'GET', redirect: 'error' });
  });

  it('reads the allow-list on every call, so a base URL changed in settings applies at once', async () => {
    const allowed = new Set<string>();
    const spy = vi.fn<typeof fetch>(async () => new Response('{}'));
    const fetch = createGuardedFetch({ allowedOrigins: () => allowed, fetch: spy, log: () => {} });
    await expect(fetch('https://dns.example.com/environments')).rejects.toBeInstanceOf(OriginNotAllowedError);
    allowed.add('https://dns.example.com');
    await fetch('https://dns.example.com/environments');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

/** An exchange client at `origin` over a guarded fetch that allows only the real exchange. */
const exchangeClientAt = (origin: string) => {
  const { fetch, spy } = guarded(['https://exchange.example.com']);
  const client = createExchangeClient({ endpoint: { origin, apiPrefix: '/api/trader', pathMap: {} }, timeoutMs: 1000, getToken: () => 'token', onUnauthorized: () => {}, fetch });
  return { client, spy };
};

describe('the exchange client over the guarded fetch', () => {
  it('fails an exchange call to an origin off the list without leaving main', async () => {
    const { client, spy } = exchangeClientAt('https://elsewhere.example.com');
    expect(await client.request(contract.cronLogs.list, {})).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(spy).not.toHaveBeenCalled();
    client.close();
  });

  it('refuses to send another upstream’s operation to the exchange', async () => {
    const { client, spy } = exchangeClientAt('https://exchange.example.com');
    expect(await client.request(contract.gameProvider.games, undefined)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(spy).not.toHaveBeenCalled();
    client.close();
  });
});
