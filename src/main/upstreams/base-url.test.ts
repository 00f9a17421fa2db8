import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from './base-url';
import { readUpstreamUrls } from './upstream-env';

describe('checkBaseUrl', () => {
  it('admits the white-label node only at a raw IP address on port 8001', () => {
    expect(checkBaseUrl('whiteLabelNode', 'http://203.0.113.9:8001')).toEqual({
      ok: true,
      value: { url: 'http://203.0.113.9:8001', origin: 'http://203.0.113.9:8001' },
    });
    expect(checkBaseUrl('whiteLabelNode', 'https://[2001:db8::1]:8001/')).toMatchObject({ ok: true, value: { origin: 'https://[2001:db8::1]:8001' } });
    expect(checkBaseUrl('whiteLabelNode', 'http://node.example.com:8001')).toMatchObject({ ok: false });
    expect(checkBaseUrl('whiteLabelNode', 'http://203.0.113.9:8002')).toMatchObject({ ok: false });
    expect(checkBaseUrl('whiteLabelNode', 'http://203.0.113.9')).toMatchObject({ ok: false });
  });

  it('keeps a path prefix, and refuses credentials, queries, fragments and other schemes', () => {
    expect(checkBaseUrl('gameProvider', 'https://games.example.com/api/v1/')).toEqual({
      ok: true,
      value: { url: 'https://games.example.com/api/v1', origin: 'https://games.example.com' },
    });
    expect(checkBaseUrl('gameProvider', 'https://user:pw@games.example.com')).toMatchObject({ ok: false });
    expect(checkBaseUrl('gameProvider', 'https://games.example.com/?key=abc')).toMatchObject({ ok: false });
    expect(checkBaseUrl('dnsProvider', 'https://dns.example.com/#x')).toMatchObject({ ok: false });
    expect(checkBaseUrl('dnsProvider', 'ftp://dns.example.com')).toMatchObject({ ok: false });
  });

  it('wants the geolocation template to hold {key} once, after its host', () => {
    expect(checkBaseUrl('geolocation', 'https://maps.example.com/geo/{ip}?key={key}')).toEqual({
      ok: true,
      value: { url: 'https://maps.example.com/geo/{ip}?key={key}', origin: 'https://maps.example.com' },
    });
    expect(checkBaseUrl('geolocation', 'https://maps.example.com/geo/{ip}')).toMatchObject({ ok: false });
    expect(checkBaseUrl('geolocation', 'https://{key}.example.com/geo')).toMatchObject({ ok: false });
    expect(checkBaseUrl('geolocation', 'https://maps.example.com/{key}?k={key}')).toMatchObject({ ok: false });
  });
});

describe('readUpstreamUrls', () => {
  it('reads each upstream variable, leaves empty ones out, and names the variable of a bad one', () => {
    expect(
      readUpstreamUrls({
        GAME_PROVIDER_URL: 'https://games.example.com',
        WHITE_LABEL_NODE_URL: 'http://203.0.113.9:8001',
        DNS_PROVIDER_URL: '',
        GEOLOCATION_URL_TEMPLATE: 'https://maps.example.com/json/{ip}?key={key}',
      }),
    ).toEqual({
      gameProvider: 'https://games.example.com',
      whiteLabelNode: 'http://203.0.113.9:8001',
      geolocation: 'https://maps.example.com/json/{ip}?key={key}',
    });
    expect(() => readUpstreamUrls({ WHITE_LABEL_NODE_URL: 'http://node.example.com:8001' })).toThrow(/^WHITE_LABEL_NODE_URL: must be a raw IP/);
  });
});
