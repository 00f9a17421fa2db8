import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from './base-url';
import { readUpstreamUrls } from './upstream-env';

describe('checkBaseUrl', () => {
  const expectAccepted = (kind: Parameters<typeof checkBaseUrl>[0], input: string, url: string, origin: string) =>
    expect(checkBaseUrl(kind, input)).toEqual({ ok: true, value: { url, origin } });
  const expectRefused = (kind: Parameters<typeof checkBaseUrl>[0], input: string) => expect(checkBaseUrl(kind, input)).toMatchObject({ ok: false });

  it('admits the white-label node only at a raw IP address on port 8001', () => {
    expectAccepted('whiteLabelNode', 'http://203.0.113.9:8001', 'http://203.0.113.9:8001', 'http://203.0.113.9:8001');
    expect(checkBaseUrl('whiteLabelNode', 'https://[2001:db8::1]:8001/')).toMatchObject({ ok: true, value: { origin: 'https://[2001:db8::1]:8001' } });
    expectRefused('whiteLabelNode', 'http://node.example.com:8001');
    expectRefused('whiteLabelNode', 'http://203.0.113.9:8002');
    expectRefused('whiteLabelNode', 'http://203.0.113.9');
  });

  it('keeps a path prefix, and refuses credentials, queries, fragments and other schemes', () => {
    expectAccepted('gameProvider', 'https://games.example.com/api/v1/', 'https://games.example.com/api/v1', 'https://games.example.com');
    expectRefused('gameProvider', 'https://user:pw@games.example.com');
    expectRefused('gameProvider', 'https://games.example.com/?key=abc');
    expectRefused('dnsProvider', 'https://dns.example.com/#x');
    expectRefused('dnsProvider', 'ftp://dns.example.com');
  });

  it('wants the geolocation template to hold {key} once, after its host', () => {
    expectAccepted('geolocation', 'https://maps.example.com/geo/{ip}?key={key}', 'https://maps.example.com/geo/{ip}?key={key}', 'https://maps.example.com');
    expectRefused('geolocation', 'https://maps.example.com/geo/{ip}');
    expectRefused('geolocation', 'https://{key}.example.com/geo');
    expectRefused('geolocation', 'https://maps.example.com/{key}?k={key}');
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
