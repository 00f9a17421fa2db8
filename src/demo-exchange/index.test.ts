import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startDemoExchange } from './index';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'demo-exchange-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const login = async (origin: string, prefix: string, userName: string, password: string) =>
  fetch(`${origin}${prefix}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    body: JSON.stringify({ userName, password }),
  });

describe('the demo exchange', () => {
  it('binds 127.0.0.1 on a free port and serves the contract under a configured prefix', async () => {
    const exchange = await startDemoExchange({ dataDir: freshDir(), prefix: 'custom/api/' });
    try {
      expect(exchange.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(exchange.prefix).toBe('/custom/api');
      expect((await login(exchange.origin, '/custom/api', 'admin', 'admin123')).status).toBe(200);
      expect((await login(exchange.origin, '/api/trader', 'admin', 'admin123')).status).toBe(404);
    } finally {
      await exchange.close();
    }
  });

  it('lets every DEMO_ACCOUNTS login that is active log in', async () => {
    const exchange = await startDemoExchange({ dataDir: freshDir() });
    try {
      for (const account of DEMO_ACCOUNTS) {
        const response = await login(exchange.origin, exchange.prefix, account.userName, account.password);
        expect([account.userName, response.status]).toEqual([account.userName, account.userName === 'suspended' ? 403 : 200]);
      }
    } finally {
      await exchange.close();
    }
  });

  it('keeps its data and its token secret across a restart in the same dir, and closes cleanly', async () => {
    const dataDir = freshDir();
    const first = await startDemoExchange({ dataDir, adminPassword: 'first-pw' });
    const { data } = (await (await login(first.origin, first.prefix, 'admin', 'first-pw')).json()) as { data: { accessToken: string } };
    await first.close();
    await first.close();
    await expect(fetch(`${first.origin}/__demo/health`)).rejects.toThrow();

    const second = await startDemoExchange({ dataDir, adminPassword: 'ignored-after-seed' });
    try {
      expect((await login(second.origin, second.prefix, 'admin', 'first-pw')).status).toBe(200);
      const response = await fetch(`${second.origin}${second.prefix}/cron-log-list`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.accessToken}`, cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
      });
      expect(response.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
