import { describe, expect, it } from 'vitest';
import { withMemoryFallback, type TokenStore } from '../session/token-store';
import { createDemoUpstreamKeys, upstreamKeyAccount, upstreamKeyStore } from './key-store';

const unreachableKeychain: TokenStore = {
  kind: 'keychain',
  get: () => Promise.reject(new Error('Platform secure storage failure')),
  set: () => Promise.reject(new Error('Platform secure storage failure')),
  clear: () => Promise.reject(new Error('Platform secure storage failure')),
};

describe('the upstream key store', () => {
  it('gives each upstream and data dir a keychain entry of its own', () => {
    const accounts = new Set([
      upstreamKeyAccount('/data/a', 'gameProvider'),
      upstreamKeyAccount('/data/a', 'geolocation'),
      upstreamKeyAccount('/data/b', 'gameProvider'),
    ]);
    expect(accounts.size).toBe(3);
  });

  it('keeps a key in memory when no keychain can be reached, says so once, and never logs the key', async () => {
    const lines: string[] = [];
    const keys = upstreamKeyStore(() => withMemoryFallback(unreachableKeychain, (line) => lines.push(line)));
    await keys.set('gameProvider', 'k3y-never-logged');
    expect(await keys.get('gameProvider')).toBe('k3y-never-logged');
    expect(keys.storage('gameProvider')).toBe('memory');
    await keys.clear('gameProvider');
    expect(await keys.get('gameProvider')).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('k3y-never-logged');
  });

  it('pre-sets the demo keys in memory, per upstream', async () => {
    const keys = createDemoUpstreamKeys({ gameProvider: 'demo-provider' });
    expect(await keys.get('gameProvider')).toBe('demo-provider');
    expect(await keys.get('geolocation')).toBeNull();
    expect(keys.storage('geolocation')).toBe('memory');
  });
});
