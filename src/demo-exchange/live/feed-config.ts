import { z } from 'zod';

/**
 * How busy the demo's live feed is. From the environment (DEMO_FEED_RATE, DEMO_LIVE_MARKETS, DEMO_BET_RATE,
 * DEMO_FEED_TICK_MS) or set at run time through POST /__demo/live (benchmarks, tests).
 */
export const liveFeedSettingsSchema = z.strictObject({
  /** Price updates per second, across all live markets. */
  feedRate: z.number().min(0).max(100_000),
  /** How many markets are live (the first open or suspended ones: in play, popular, then oldest). */
  liveMarkets: z.number().int().min(0).max(20_000),
  /** Bets the simulated punters try to place per second. */
  betRate: z.number().min(0).max(10_000),
  /** One frame to each socket per tick. */
  tickMs: z.number().int().min(5).max(1_000),
  /** Punters stop (prices keep moving): a test can count every bet. */
  betsPaused: z.boolean(),
  /**
   * Punters bet only on these live markets (empty: on any open live market): a desk's test, or a demo of
   * one desk, sees its market's bets within seconds instead of waiting for its turn among hundreds.
   */
  betMarketIds: z.array(z.string().min(1).max(64)).max(20),
});
export type LiveFeedSettings = z.infer<typeof liveFeedSettingsSchema>;

export const DEFAULT_LIVE_FEED: LiveFeedSettings = { feedRate: 40, liveMarkets: 200, betRate: 3, tickMs: 25, betsPaused: false, betMarketIds: [] };

const envNumber = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0`);
  return value;
};

export const readLiveFeedEnv = (env: NodeJS.ProcessEnv): Partial<LiveFeedSettings> => {
  const settings: Partial<LiveFeedSettings> = {};
  const feedRate = envNumber(env, 'DEMO_FEED_RATE');
  const liveMarkets = envNumber(env, 'DEMO_LIVE_MARKETS');
  const betRate = envNumber(env, 'DEMO_BET_RATE');
  const tickMs = envNumber(env, 'DEMO_FEED_TICK_MS');
  if (feedRate !== undefined) settings.feedRate = feedRate;
  if (liveMarkets !== undefined) settings.liveMarkets = Math.floor(liveMarkets);
  if (betRate !== undefined) settings.betRate = betRate;
  if (tickMs !== undefined) settings.tickMs = Math.max(5, Math.floor(tickMs));
  return settings;
};
