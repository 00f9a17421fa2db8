import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { DEFAULT_API_PREFIX } from '@shared/contract';
import { startDemoUpstreams } from '../../demo-upstreams';
import { createConsoleCore } from '../core/create-console-core';
import { createMemoryTokenStore } from '../session/token-store';

/** Test support: the console core in demo mode, with every request main sends recorded (method and URL). */
export const useSitesCore = () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-sites-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const sent: Array<{ method: string; url: string }> = [];
    const lines: string[] = [];
    const spy: typeof fetch = (input, init) => {
      sent.push({ method: init?.method ?? 'GET', url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url });
      return fetch(input, init);
    };
    const core = await createConsoleCore(
      { dataDir, consolePort: 0, apiPrefix: DEFAULT_API_PREFIX, pathMap: {}, requestTimeoutMs: 5000, demo: { port: 0 } },
      { fetch: spy, log: (line) => lines.push(line), createTokenStore: createMemoryTokenStore, startDemoUpstreams: (options) => startDemoUpstreams({ ...options }) },
    );
    cleanups.push(() => core.dispose());
    const call = (channel: string, input?: unknown) => core.call(channel, input, { windowId: 'w1' });
    return { core, sent, lines, call, login: (userName: string, password: string) => call('session.login', { userName, password }) };
  };
};
