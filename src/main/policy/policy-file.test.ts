import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicy, lockedSettings, systemPolicyPath } from './policy-file';
import { SAFE_DEFAULT_POLICY } from './policy-schema';

/** A machine without a system policy (the tests' own), with the given file as CONSOLE_POLICY_FILE. */
const withFile = (content: string | undefined) => {
  const dir = mkdtempSync(join(tmpdir(), 'console-policy-'));
  const file = join(dir, 'policy.json');
  if (content !== undefined) writeFileSync(file, content);
  // ProgramData points the Windows path into the temp dir; on Linux /etc/exchange-console does not exist here.
  return loadPolicy('win32', { ProgramData: join(dir, 'none'), CONSOLE_POLICY_FILE: file });
};

describe('the machine policy', () => {
  it('lives where users cannot write, per OS', () => {
    expect(systemPolicyPath('linux', {})).toBe('/etc/exchange-console/policy.json');
    expect(systemPolicyPath('darwin', {})).toBe('/Library/Application Support/ExchangeConsole/policy.json');
    expect(systemPolicyPath('win32', { ProgramData: 'D:\\PD' })).toMatch(/^D:\\PD.ExchangeConsole.policy\.json$/);
  });

  it('is empty, with no problem, on a machine without one', () => {
    expect(loadPolicy('win32', { ProgramData: join(tmpdir(), 'no-such-dir') })).toEqual({ policy: {}, source: null });
  });

  it('applies every setting it names and reports them as locked', () => {
    const loaded = withFile(
      JSON.stringify({
        exchangeUrl: 'https://exchange.corp.example/',
        updates: { feedUrl: 'https://updates.corp.example/console', channel: 'beta', automatic: false },
        proxy: 'http://proxy.corp.example:3128',
        extraCaCertificates: ['/etc/ssl/corp-ca.pem'],
        allowedUpstreamOrigins: ['https://provider.example.com'],
        logLevel: 'debug',
      }),
    );
    expect(loaded.problem).toBeUndefined();
    expect(loaded.policy.exchangeUrl).toBe('https://exchange.corp.example');
    expect(lockedSettings(loaded.policy)).toEqual([
      'exchangeUrl',
      'updates.feedUrl',
      'updates.channel',
      'updates.automatic',
      'proxy',
      'extraCaCertificates',
      'allowedUpstreamOrigins',
      'logLevel',
    ]);
  });

  it.each([
    ['not JSON', '{ exchangeUrl: ', /is not valid JSON/],
    ['a typo in a field name', JSON.stringify({ exchangeURL: 'https://x.example' }), /was not applied: .*exchangeURL/],
    ['an update feed over plain http', JSON.stringify({ updates: { feedUrl: 'http://updates.example' } }), /updates\.feedUrl: must be an https:\/\/ URL/],
    ['an unknown channel', JSON.stringify({ updates: { channel: 'nightly' } }), /updates\.channel/],
    ['an exchange URL with a path', JSON.stringify({ exchangeUrl: 'https://x.example/api' }), /is not an origin/],
  ])('with %s: says why, and falls back to safe defaults', (_case, content, problem) => {
    const loaded = withFile(content);
    expect(loaded.problem).toMatch(problem);
    expect(loaded.policy).toEqual(SAFE_DEFAULT_POLICY);
    expect(loaded.policy.updates?.automatic).toBe(false);
  });

  it('named by CONSOLE_POLICY_FILE but missing: says so', () => {
    expect(withFile(undefined).problem).toMatch(/does not exist/);
  });
});
