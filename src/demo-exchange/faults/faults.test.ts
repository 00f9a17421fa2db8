import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';

const SECRET = 'control-secret-for-tests';
let t: TestExchange;
let token: string;
beforeAll(async () => {
  t = await startTestExchange({ controlSecret: SECRET });
  token = await t.login('admin', 'admin123');
});
afterAll(() => t.stop());
beforeEach(() => setFaults({ reset: true }));

const setFaults = async (body: unknown, secret: string | null = SECRET) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-demo-control'] = secret;
  const response = await fetch(`${t.exchange.origin}/__demo/faults`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
};
const cronLogs = () => t.call('/cron-log-list', { token });

describe('fault injection', () => {
  it('reports health publicly', async () => {
    const response = await fetch(`${t.exchange.origin}/__demo/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a wrong or missing control secret with 403', async () => {
    expect((await setFaults({ fail5xx: 1 }, 'wrong')).status).toBe(403);
    expect((await setFaults({ fail5xx: 1 }, null)).status).toBe(403);
    expect((await cronLogs()).status).toBe(200);
  });

  it('rejects unknown fault settings with 400', async () => {
    expect((await setFaults({ explode: true })).status).toBe(400);
  });

  it('answers 503 to the next N API calls, then recovers', async () => {
    expect((await setFaults({ fail5xx: 2 })).body.data).toEqual({ latencyMs: 0, fail5xx: 2, unauthorized: 0 });
    expect((await cronLogs()).status).toBe(503);
    expect((await t.call('/login', { body: { userName: 'admin', password: 'admin123' } })).status).toBe(503);
    expect((await cronLogs()).status).toBe(200);
  });

  it('answers 401 to the next N authenticated calls, leaving login alone', async () => {
    await setFaults({ unauthorized: 1 });
    expect((await t.call('/login', { body: { userName: 'admin', password: 'admin123' } })).status).toBe(200);
    const refused = await cronLogs();
    expect(refused.status).toBe(401);
    expect(refused.body.meta.message).toBe('Session expired, please log in again.');
    expect((await cronLogs()).status).toBe(200);
  });

  it('delays every API call by the latency set, until reset', async () => {
    await setFaults({ latencyMs: 150 });
    let started = performance.now();
    expect((await cronLogs()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await setFaults({ reset: true });
    started = performance.now();
    await cronLogs();
    expect(performance.now() - started).toBeLessThan(140);
  });

  it('clears every fault on reset', async () => {
    await setFaults({ fail5xx: 5, unauthorized: 5, latencyMs: 10 });
    expect((await setFaults({ reset: true })).body.data).toEqual({ latencyMs: 0, fail5xx: 0, unauthorized: 0 });
    expect((await cronLogs()).status).toBe(200);
  });
});

describe('without a control secret', () => {
  it('has no fault endpoint at all', async () => {
    const plain = await startTestExchange();
    try {
      const response = await fetch(`${plain.exchange.origin}/__demo/faults`, {
        method: 'POST',
        headers: { 'x-demo-control': '', 'content-type': 'application/json' },
        body: JSON.stringify({ fail5xx: 1 }),
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
