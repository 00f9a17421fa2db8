import { describe, expect, it, vi } from 'vitest';
import type { LiveBatch, LiveDelivery } from '@shared/contract';
import { DEMO_ACCOUNTS } from '../../demo-exchange';
import { useTestCores } from '../core/test-cores';

const { freshConfig, start } = useTestCores();

const startCore = async () => {
  const config = freshConfig({ demo: { port: 0, adminPassword: 'admin-pw' } });
  vi.stubEnv('DEMO_FEED_RATE', '200');
  return start(config);
};

/** A window's live stream, with a way to wait for a delivery that matches (no sleeping). */
const liveWindow = (core: Awaited<ReturnType<typeof startCore>>, windowId: string) => {
  core.attachWindow(windowId, () => undefined);
  const deliveries: Array<[string, LiveDelivery]> = [];
  core.live.attach(windowId, (batch: LiveBatch) => deliveries.push(...batch.subs));
  const until = (subId: string, match: (d: LiveDelivery) => boolean) =>
    vi.waitFor(() => {
      const found = deliveries.find(([id, d]) => id === subId && match(d));
      if (!found) throw new Error(`no matching delivery for ${subId} yet`);
      return found[1];
    }, { timeout: 5_000, interval: 10 });
  return { deliveries, until };
};

describe('live data through the console core', () => {
  it('streams the demo feed to a window after login, and stops it at logout', async () => {
    const core = await startCore();
    const w = liveWindow(core, 'w1');
    expect(core.live.subscribe('w1', { subId: 'p', topic: 'prices' })).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    await core.call('session.login', { userName: 'admin', password: 'admin-pw' }, { windowId: 'w1' });
    expect(core.live.subscribe('w1', { subId: 'p', topic: 'prices' })).toEqual({ ok: true, data: { subId: 'p' } });
    const first = await w.until('p', (d) => d.reset === true);
    expect(first.health).toBe('live');
    expect(first.values.length).toBeGreaterThan(0);
    await w.until('p', (d) => d.reset === undefined && d.values.length > 0);
    await core.call('session.logout', undefined, { windowId: 'w1' });
    await w.until('p', (d) => d.health === 'stopped');
  });

  it('refuses a topic the user may not receive', async () => {
    const core = await startCore();
    liveWindow(core, 'w1');
    const trader = DEMO_ACCOUNTS.find((a) => a.userName === 'trader');
    await core.call('session.login', { userName: 'trader', password: trader?.password }, { windowId: 'w1' });
    expect(core.live.subscribe('w1', { subId: 'b', topic: 'bets' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
