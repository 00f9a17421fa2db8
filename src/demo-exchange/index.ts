import { DEFAULT_API_PREFIX } from '@shared/contract';
import { LIVE_FEED_PATH } from '@shared/contract/live-feed';
import { DEFAULT_ADMIN_PASSWORD } from './accounts';
import { getJwtSecret } from './auth/secret';
import { CRON_JOBS } from './cron/jobs';
import { startScheduler } from './cron/scheduler';
import { openDatabase } from './db/database';
import { seedDemoData } from './db/seed';
import { createFaults } from './faults/faults';
import { settlementRunner } from './settlement/settlement-runner';
import { WriteGate } from './settlement/write-gate';
import { buildRouteTable, normalisePrefix } from './http/router';
import { closeServer, createDemoServer, listen } from './http/server';
import { LiveFeed } from './live/feed';
import { readLiveFeedEnv } from './live/feed-config';
import { handleLiveControl, LIVE_CONTROL_PATH } from './live/live-control';
import { attachLiveSocket } from './live/live-socket';
import { ROUTES } from './areas/index';
import { seedDemoStreams } from './areas/streaming/seed';
import { startCasinoDealer } from './areas/casino/dealer';

export { DEMO_ACCOUNTS } from './accounts';
export { startDemoExchangeInWorker } from './worker/start-in-worker';
export type { DemoExchange, DemoExchangeOptions } from './options';
import type { DemoExchange, DemoExchangeOptions } from './options';

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const DEFAULT_CRON_INTERVAL_MS = 60_000;

export const startDemoExchange = async (options: DemoExchangeOptions): Promise<DemoExchange> => {
  const log = options.log ?? (() => {});
  const prefix = normalisePrefix(options.prefix ?? DEFAULT_API_PREFIX);
  const liveSettings = { ...readLiveFeedEnv(process.env), ...options.live };
  const db = openDatabase(options.dataDir);
  const faults = createFaults();
  const writeGate = new WriteGate();
  const settlement = settlementRunner(db, options.dataDir, writeGate, options.settlementWorker, log);
  const jwtSecret = getJwtSecret(db, options.dataDir);
  // Made once the database is seeded; the server's hooks reach it through this.
  const live: { feed?: LiveFeed; sockets?: ReturnType<typeof attachLiveSocket> } = {};
  const server = createDemoServer({
    db,
    prefix,
    mediaDir: options.mediaDir,
    routes: buildRouteTable(prefix, ROUTES),
    faults,
    controlSecret: options.controlSecret || undefined,
    jwtSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    log,
    accessLog: options.accessLog ?? 'problems',
    settlement,
    writeGate,
    live: {
      controlPath: LIVE_CONTROL_PATH,
      control: (req, res) =>
        live.feed
          ? handleLiveControl(req, res, { feed: live.feed, sockets: () => live.sockets?.count() ?? 0, controlSecret: options.controlSecret || undefined })
          : Promise.resolve(void res.writeHead(503).end()),
    },
    afterWrite: (tags) => {
      live.feed?.poke(tags);
      live.sockets?.recheck();
    },
  });
  let port: number;
  try {
    await seedDemoData(db, { adminPassword: options.adminPassword ?? DEFAULT_ADMIN_PASSWORD });
    port = await listen(server, options.port ?? 0);
  } catch (error) {
    db.close();
    throw error;
  }
  live.feed = new LiveFeed({ db, settings: liveSettings, log, writeGate });
  live.sockets = attachLiveSocket({ server, path: `${prefix}${LIVE_FEED_PATH}`, db, feed: live.feed, faults, jwtSecret, log });
  const stopDropping = faults.onDropLiveSockets(() => live.sockets?.dropAll());
  const scheduler = startScheduler({ db, jobs: CRON_JOBS, intervalMs: options.cronIntervalMs ?? DEFAULT_CRON_INTERVAL_MS, log });
  const dealer = options.casinoDealer === false ? { stop: () => undefined } : startCasinoDealer(db, log, undefined, writeGate);
  const origin = `http://127.0.0.1:${port}`;
  // The seeded streams play from this server's own /media/streams/: their URLs follow its port.
  if (options.mediaDir) seedDemoStreams(db, origin);
  log(`demo exchange listening at ${origin}${prefix}`);

  let closing: Promise<void> | undefined;
  return {
    origin,
    prefix,
    close: () =>
      (closing ??= (async () => {
        faults.dispose();
        stopDropping();
        live.feed?.stop();
        dealer.stop();
        live.sockets?.close();
        await closeServer(server);
        await scheduler.stop();
        await settlement.close();
        db.close();
      })()),
  };
};
