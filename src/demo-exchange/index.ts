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
import { readLiveFeedEnv, type LiveFeedSettings } from './live/feed-config';
import { handleLiveControl, LIVE_CONTROL_PATH } from './live/live-control';
import { attachLiveSocket } from './live/live-socket';
import { ROUTES } from './areas/index';
import { seedDemoStreams } from './areas/streaming/seed';
import { startCasinoDealer } from './areas/casino/dealer';

export { DEMO_ACCOUNTS } from './accounts';
export { startDemoExchangeInWorker } from './worker/start-in-worker';

export interface DemoExchangeOptions {
  /** The database file lives here: `${dataDir}/demo-exchange.sqlite`; a fresh empty dir = a fresh seeded demo. */
  dataDir: string;
  /** Default 0 (any free port); always bound to 127.0.0.1. */
  port?: number;
  /** Default DEFAULT_API_PREFIX. */
  prefix?: string;
  /** Password of the seeded `admin` (first start only); default in DEMO_ACCOUNTS. */
  adminPassword?: string;
  /** JWT lifetime, default 8 hours. */
  tokenTtlSeconds?: number;
  /** Enables the fault-injection control endpoint; unset = disabled. */
  controlSecret?: string;
  /** Default 60_000. */
  cronIntervalMs?: number;
  /** One line per request and per failure; never tokens or passwords. */
  log?: (line: string) => void;
  /** The HLS test streams to serve at /media/streams/ (resources/demo-streams); none: no demo streams. */
  mediaDir?: string;
  /** The live feed's rates and size; unset fields come from DEMO_FEED_RATE, DEMO_LIVE_MARKETS, DEMO_BET_RATE, DEMO_FEED_TICK_MS. */
  live?: Partial<LiveFeedSettings>;
  /** The built settlement worker (out/main/settlement-worker.js); unset or missing: settlements run in process. */
  settlementWorker?: string;
}

export interface DemoExchange {
  /** http://127.0.0.1:PORT */
  origin: string;
  prefix: string;
  close(): Promise<void>;
}

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
  const dealer = startCasinoDealer(db, log, undefined, writeGate);
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
