import { describe, expect, it } from 'vitest';
import type { ConfigurableUpstream } from '@shared/contract/upstream-settings';
import { checkBaseUrl, type CheckedBaseUrl } from './base-url';
import { readUpstreamUrls } from './upstream-env';

describe('checkBaseUrl', () => {
  // The white-label node only at a raw IP address on port 8001; a path prefix kept; the geolocation template with {key} once, after its host.
  it.each<[ConfigurableUpstream, string, CheckedBaseUrl]>([
    ['whiteLabelNode', 'http://203.0.113.9:8001', { url: 'http://203.0.113.9:8001', origin: 'http://203.0.113.9:8001' }],
    ['whiteLabelNode', 'https://[2001:db8::1]:8001/', { url: 'https://[2001:db8::1]:8001', origin: 'https://[2001:db8::1]:8001' }],
    ['gameProvider', 'https://games.example.com/api/v1/', { url: 'https://games.example.com/api/v1', origin: 'https://games.example.com' }],
    ['geolocation', 'https://maps.example.com/geo/{ip}?key={key}', { url: 'https://maps.example.com/geo/{ip}?key={key}', origin: 'https://maps.example.com' }],
  ])('admits %s at %s', (upstream, input, value) => {
    expect(checkBaseUrl(upstream, input)).toEqual({ ok: true, value });
  });

  // No credentials, queries, fragments or other schemes; the node by name, on another port or none; a template without {key} or with it in the host or twice.
  it.each<[ConfigurableUpstream, string, string]>([
    ['whiteLabelNode', 'http://node.example.com:8001', 'must be a raw IP address, as the node is provisioned'],
    ['whiteLabelNode', 'http://203.0.113.9:8002', 'must name port 8001'],
    ['whiteLabelNode', 'http://203.0.113.9', 'must name port 8001'],
    ['gameProvider', 'https://user:pw@games.example.com', 'must not carry a user name or password'],
    ['gameProvider', 'https://games.example.com/?key=abc', 'must not have a query; main adds what the calls need'],
    ['dnsProvider', 'https://dns.example.com/#x', 'must not have a #fragment'],
    ['dnsProvider', 'ftp://dns.example.com', 'must be an http or https URL'],
    ['geolocation', 'https://maps.example.com/geo/{ip}', 'must contain {key} exactly once'],
    ['geolocation', 'https://{key}.example.com/geo', 'must have its placeholders after the host, in the path or query'],
    ['geolocation', 'https://maps.example.com/{key}?k={key}', 'must contain {key} exactly once'],
  ])('refuses %s at %s: %s', (upstream, input, message) => {
    expect(checkBaseUrl(upstream, input)).toEqual({ ok: false, message });
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
