import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConsoleConfig } from '../config';
import { createLogger } from '../logging/logger';
import { createAbout, updateSettingsOf } from './about-service';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

const setup = (config: Partial<ConsoleConfig> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-about-'));
  const log = createLogger({ dataDir });
  log(`login answered ${JWT}`);
  log('exchange traders.list: answered 500');
  const about = createAbout({
    config: { dataDir, apiPrefix: '/api/trader', pathMap: {}, requestTimeoutMs: 15000, consolePort: 0, demo: { port: 0 }, ...config },
    version: '1.2.3',
    shell: 'browser',
    fetch: globalThis.fetch,
    logFile: log.file,
    currentUser: () => 'admin (admin)',
    broadcast: () => undefined,
    log,
  });
  return { about, dataDir };
};

describe('about the console', () => {
  it('tells its version, shell, policy and that no update is pending where the shell has no updater', async () => {
    const { about } = setup({ policy: { source: '/etc/exchange-console/policy.json', locked: ['exchangeUrl'] } });
    expect(await about.handlers['about.info']?.(undefined, { windowId: 'w' })).toEqual({
      ok: true,
      data: { version: '1.2.3', shell: 'browser', policy: { source: '/etc/exchange-console/policy.json', locked: ['exchangeUrl'] }, update: { status: 'idle' } },
    });
    expect(await about.handlers['about.restartToUpdate']?.(undefined, { windowId: 'w' })).toEqual({ ok: true, data: { restarting: false } });
    about.dispose();
  });

  it('gives support a diagnostics text with versions, configuration, policy problem and the log, and no token', async () => {
    const { about, dataDir } = setup({ policy: { source: '/p.json', problem: 'Policy file /p.json is not valid JSON.', locked: [] } });
    const result = await about.handlers['about.diagnostics']?.(undefined, { windowId: 'w' });
    const text = result?.ok ? (result.data as { text: string }).text : '';
    expect(text).toContain('Exchange Console 1.2.3 (browser)');
    expect(text).toContain('Exchange: embedded demo exchange');
    expect(text).toContain(`Data directory: ${dataDir}`);
    expect(text).toContain('not applied: Policy file /p.json is not valid JSON.');
    expect(text).toContain('User: admin (admin)');
    expect(text).toContain('exchange traders.list: answered 500');
    expect(text).not.toContain(JWT);
    about.dispose();
  });

  it("updates with the policy's settings, else automatically on the stable channel, without a feed (so never)", () => {
    const base = { dataDir: '/d', apiPrefix: '', pathMap: {}, requestTimeoutMs: 1, consolePort: 0, demo: { port: 0 } };
    expect(updateSettingsOf(base)).toEqual({ automatic: true, channel: 'stable' });
    expect(updateSettingsOf({ ...base, updates: { feedUrl: 'https://u.example', channel: 'beta', automatic: false } })).toEqual({
      automatic: false,
      channel: 'beta',
      feedUrl: 'https://u.example',
    });
  });
});
