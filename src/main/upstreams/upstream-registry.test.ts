import { describe, expect, it, vi } from 'vitest';
import { createDemoUpstreamKeys } from './key-store';
import { createUpstreamRegistry, UPSTREAMS_SETTINGS } from './upstream-registry';
import { memorySettings } from './test-upstreams';

const registryWith = (settings = memorySettings()) =>
  createUpstreamRegistry({
    exchangeOrigin: 'https://exchange.example.com',
    environment: { dnsProvider: 'https://dns.example.com', gameProvider: 'https://games.example.com' },
    demo: { gameProvider: 'http://127.0.0.1:4100', whiteLabelNode: 'http://127.9.8.7:8001' },
    settings,
    keys: createDemoUpstreamKeys({}),
  });

describe('the upstream registry', () => {
  it('takes a base URL from settings first, then the environment, then the demo', async () => {
    const registry = registryWith();
    expect(registry.target('gameProvider')?.url).toBe('https://games.example.com');
    expect(registry.target('whiteLabelNode')?.url).toBe('http://127.9.8.7:8001');
    expect(registry.target('geolocation')).toBeNull();
    expect(await registry.setBaseUrl('gameProvider', 'https://games2.example.com/v2/')).toEqual({ ok: true });
    expect(registry.target('gameProvider')?.url).toBe('https://games2.example.com/v2');
    await registry.setBaseUrl('gameProvider', null);
    expect(registry.target('gameProvider')?.url).toBe('https://games.example.com');
  });

  it('lists exactly the exchange and the configured upstreams’ origins', () => {
    expect([...registryWith().allowedOrigins()].sort()).toEqual([
      'http://127.9.8.7:8001',
      'https://dns.example.com',
      'https://exchange.example.com',
      'https://games.example.com',
    ]);
  });

  it('follows a changed base URL at once: the old origin leaves the allow-list, the new one joins it', async () => {
    const registry = registryWith();
    expect(registry.allowedOrigins().has('https://games.example.com')).toBe(true);
    await registry.setBaseUrl('gameProvider', 'https://games2.example.com/v2');
    expect(registry.allowedOrigins().has('https://games.example.com')).toBe(false);
    expect(registry.allowedOrigins().has('https://games2.example.com')).toBe(true);
    await registry.setBaseUrl('gameProvider', null);
    expect(registry.allowedOrigins().has('https://games2.example.com')).toBe(false);
  });

  it('clears a keyed upstream’s key when its origin changes, so one URL change cannot send the key elsewhere', async () => {
    const registry = registryWith();
    await registry.keys.set('gameProvider', 'provider-key');
    await registry.setBaseUrl('gameProvider', 'https://games.example.com/v3');
    expect(await registry.keys.get('gameProvider')).toBe('provider-key');
    await registry.setBaseUrl('gameProvider', 'https://collector.example.net');
    expect(await registry.keys.get('gameProvider')).toBeNull();
  });

  it('clears the key before the new address can be read: a call during the save never pairs the new host with the old key', async () => {
    const settings = memorySettings();
    const registry = createUpstreamRegistry({ exchangeOrigin: 'https://exchange.example.com', environment: { gameProvider: 'https://games.example.com' }, settings, keys: createDemoUpstreamKeys({ gameProvider: 'old-host-key' }) });
    const update = settings.update.bind(settings);
    const seen: Array<[string | undefined, string | null]> = [];
    // What a call would read at each moment of the save: the address, and the key beside it.
    const look = async () => seen.push([registry.target('gameProvider')?.origin, await registry.keys.get('gameProvider')]);
    vi.spyOn(settings, 'update').mockImplementation(async (...args: Parameters<typeof settings.update>) => {
      await look();
      await update(...args);
      await look();
    });
    await registry.setBaseUrl('gameProvider', 'https://collector.example.net');
    expect(seen).toEqual([
      ['https://games.example.com', null],
      ['https://collector.example.net', null],
    ]);
  });

  it('gives a simulator’s key only to an upstream pointing at the simulator, after a restart too', async () => {
    const settings = memorySettings();
    const demoRegistry = () =>
      createUpstreamRegistry({
        exchangeOrigin: 'https://exchange.example.com',
        environment: {},
        demo: { gameProvider: 'http://127.0.0.1:4100' },
        demoKeys: { gameProvider: 'simulator-key' },
        settings,
        keys: createDemoUpstreamKeys(),
      });
    const first = demoRegistry();
    await first.fitDemoKeys();
    expect(await first.keys.get('gameProvider')).toBe('simulator-key');
    await first.setBaseUrl('gameProvider', 'http://collector.example.net');
    expect(await first.keys.get('gameProvider')).toBeNull();
    // The console starts again with the moved URL saved: the simulator's key is not set for it.
    const restarted = demoRegistry();
    await restarted.fitDemoKeys();
    expect(restarted.target('gameProvider')?.origin).toBe('http://collector.example.net');
    expect(await restarted.keys.get('gameProvider')).toBeNull();
    // "Use default" points it at the simulator again, with the simulator's key.
    await restarted.setBaseUrl('gameProvider', null);
    expect(await restarted.keys.get('gameProvider')).toBe('simulator-key');
  });

  it('refuses a bad base URL with its reason and keeps the old one', async () => {
    const registry = registryWith();
    expect(await registry.setBaseUrl('whiteLabelNode', 'http://node.example.com:8001')).toEqual({
      ok: false,
      message: 'Base URL: must be a raw IP address, as the node is provisioned.',
    });
    expect(registry.target('whiteLabelNode')?.url).toBe('http://127.9.8.7:8001');
  });

  // The words the settings screen shows as the URL is typed: one rule, so the screen never lets past what main refuses.
  it.each([
    ['https://dns.example.com/?zone=a', 'Base URL: must not have a query; main adds what the calls need.'],
    ['https://dns.example.com/#a', 'Base URL: must not have a #fragment.'],
  ])('refuses %s in the words the settings screen shows', async (url, message) => {
    const registry = registryWith();
    expect(await registry.setBaseUrl('dnsProvider', url)).toEqual({ ok: false, message });
    expect(registry.target('dnsProvider')?.url).toBe('https://dns.example.com');
  });

  it('gives a hand-edited settings file no more trust than the screen: a bad URL there is not used or allowed', async () => {
    const settings = memorySettings();
    await settings.update(UPSTREAMS_SETTINGS, { baseUrls: { dnsProvider: 'https://user:pw@evil.example.com' } });
    const registry = registryWith(settings);
    expect(registry.target('dnsProvider')).toBeNull();
    expect(registry.allowedOrigins().has('https://evil.example.com')).toBe(false);
  });
});
