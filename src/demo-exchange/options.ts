import type { LiveFeedSettings } from './live/feed-config';

export type AccessLog = 'problems' | 'all';

/** How the demo exchange is started (in process, or on its own thread: worker/start-in-worker.ts). */
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
  /** Failures and problem requests (see `accessLog`); never tokens or passwords. */
  log?: (line: string) => void;
  /**
   * Which requests get a line: 'problems' (default) only failed (5xx) and slow ones; 'all' every request,
   * for the console's debug log level. A line per request would cost the console's main process a write
   * per call for nothing anyone reads.
   */
  accessLog?: AccessLog;
  /** The HLS test streams to serve at /media/streams/ (resources/demo-streams); none: no demo streams. */
  mediaDir?: string;
  /** The live feed's rates and size; unset fields come from DEMO_FEED_RATE, DEMO_LIVE_MARKETS, DEMO_BET_RATE, DEMO_FEED_TICK_MS. */
  live?: Partial<LiveFeedSettings>;
  /** The built settlement worker (out/main/settlement-worker.js); unset or missing: settlements run in process. */
  settlementWorker?: string;
  /** False: the casino tables do not deal (no rounds, no simulated bets): a test that needs balances to stay still. */
  casinoDealer?: boolean;
}

export interface DemoExchange {
  /** http://127.0.0.1:PORT */
  origin: string;
  prefix: string;
  close(): Promise<void>;
}
