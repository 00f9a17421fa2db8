import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronLogSchema } from '@shared/contract';
import { CRON_JOBS } from '../../cron/jobs';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';
import { CRON_LOG_LIST_LIMIT } from './routes';

let t: TestExchange;
beforeAll(async () => {
  t = await startTestExchange();
});
afterAll(() => t.stop());

describe('cron logs list', () => {
  it('lists runs of the real jobs, started with the exchange, newest first, with exactly the spec’s fields', async () => {
    const token = await t.login('logs', 'trader123');
    const { status, body } = await t.call('/cron-log-list', { token, body: {} });
    expect(status).toBe(200);
    const logs = body.data as Array<Record<string, unknown>>;
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.length).toBeLessThanOrEqual(CRON_LOG_LIST_LIMIT);
    for (const log of logs) {
      expect(Object.keys(log).sort()).toEqual(['cronEnd', 'cronStart', 'cronType', 'hours', 'status', 'updatedAt']);
      expect(cronLogSchema.parse(log)).toBeTruthy();
    }
    const starts = logs.map((log) => String(log.cronStart));
    expect([...starts].sort().reverse()).toEqual(starts);
    // The jobs ran once at start (the seeded history is older than the first real run).
    const started = t.db().prepare("SELECT DISTINCT cronType FROM cron_logs WHERE cronStart >= (SELECT value FROM kv WHERE key = 'seededAt')").all();
    expect(started.map((row) => row.cronType).sort()).toEqual(CRON_JOBS.map((job) => job.type).sort());
  });

  it('accepts a bare POST with no body as the empty payload', async () => {
    const token = await t.login('logs', 'trader123');
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/cron-log-list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=k', 'x-xsrf-token': 'k' },
    });
    expect(response.status).toBe(200);
  });
});
