import { describe, expect, it } from 'vitest';
import { CONFIGURABLE_UPSTREAMS, type ConfigurableUpstream } from '@shared/contract/upstream-settings';
import { baseUrlSentence, checkBaseUrl, type CheckedBaseUrl } from './base-url';

/** An address each upstream admits; each rule every upstream shares is broken in it below. */
const ADMITTED: Record<ConfigurableUpstream, string> = {
  gameProvider: 'https://games.example.com/api',
  whiteLabelNode: 'http://203.0.113.9:8001',
  dnsProvider: 'https://dns.example.com',
  geolocation: 'https://maps.example.com/geo/{ip}?key={key}',
};

describe('checkBaseUrl', () => {
  it.each(CONFIGURABLE_UPSTREAMS)('admits %s at its address and refuses there another scheme, credentials or a #fragment', (upstream) => {
    const good = ADMITTED[upstream];
    expect(checkBaseUrl(upstream, good).ok).toBe(true);
    expect(checkBaseUrl(upstream, good.replace(/^https?/, 'ftp'))).toEqual({ ok: false, message: 'must be an http or https URL' });
    expect(checkBaseUrl(upstream, good.replace('://', ''))).toEqual({ ok: false, message: 'must be an http or https URL' });
    expect(checkBaseUrl(upstream, good.replace('://', '://user:pw@'))).toEqual({ ok: false, message: 'must not carry a user name or password' });
    expect(checkBaseUrl(upstream, good.replace('://', '://user@'))).toEqual({ ok: false, message: 'must not carry a user name or password' });
    expect(checkBaseUrl(upstream, `${good}#x`)).toEqual({ ok: false, message: 'must not have a #fragment' });
  });

  // The key goes into the query by main (game provider) or by the template (geolocation): only the template has a query of its own.
  it.each(CONFIGURABLE_UPSTREAMS.filter((upstream) => upstream !== 'geolocation'))('refuses a query in the %s address', (upstream) => {
    expect(checkBaseUrl(upstream, `${ADMITTED[upstream]}/?key=abc`)).toEqual({ ok: false, message: 'must not have a query; main adds what the calls need' });
  });

  // The white-label node only at a raw IP address on port 8001; a path prefix kept; the geolocation template with {key} once, after its host.
  it.each<[ConfigurableUpstream, string, CheckedBaseUrl]>([
    ['whiteLabelNode', 'http://203.0.113.9:8001', { url: 'http://203.0.113.9:8001', origin: 'http://203.0.113.9:8001' }],
    ['whiteLabelNode', 'https://[2001:db8::1]:8001/', { url: 'https://[2001:db8::1]:8001', origin: 'https://[2001:db8::1]:8001' }],
    ['gameProvider', 'https://games.example.com/api/v1/', { url: 'https://games.example.com/api/v1', origin: 'https://games.example.com' }],
    ['dnsProvider', '  https://DNS.example.com  ', { url: 'https://dns.example.com', origin: 'https://dns.example.com' }],
    ['geolocation', 'https://maps.example.com/geo/{ip}?key={key}', { url: 'https://maps.example.com/geo/{ip}?key={key}', origin: 'https://maps.example.com' }],
    ['geolocation', 'https://maps.example.com/{key}/geo/{ip}', { url: 'https://maps.example.com/{key}/geo/{ip}', origin: 'https://maps.example.com' }],
  ])('admits %s at %s', (upstream, input, value) => {
    expect(checkBaseUrl(upstream, input)).toEqual({ ok: true, value });
  });

  // The node by name, on another port or none; a template without {key}, with it in the host, or twice.
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

  it('words a refusal the way the settings screen and main both show it', () => {
    expect(baseUrlSentence('must not have a #fragment')).toBe('Base URL: must not have a #fragment.');
  });
});
