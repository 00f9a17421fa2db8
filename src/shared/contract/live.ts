import { z } from 'zod';
import { MARKET_FAMILIES, MARKET_STATUSES, SELECTION_STATUSES } from '../catalogue';
import type { PermissionKey } from '../permissions';
import { REFUSAL_REASONS } from '../money/refusals';

/**
 * Live data (ARCHITECTURE §5): what the exchange pushes over its live socket, what the main core fans out
 * to windows, and what a window may ask for. One list of topics, each a *state* topic (conflated: only the
 * latest value per market matters) or an *event* topic (lossless: every item, in sequence).
 */
export const LIVE_TOPICS = ['markets', 'prices', 'liability', 'bets', 'status'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
export type LiveTopicKind = 'state' | 'event';

export const LIVE_TOPIC_KINDS: Readonly<Record<LiveTopic, LiveTopicKind>> = {
  markets: 'state',
  prices: 'state',
  liability: 'state',
  bets: 'event',
  status: 'event',
};

export const STATE_TOPICS = LIVE_TOPICS.filter((t) => LIVE_TOPIC_KINDS[t] === 'state');
export const EVENT_TOPICS = LIVE_TOPICS.filter((t) => LIVE_TOPIC_KINDS[t] === 'event');

const numbered = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}` as PermissionKey);
export const LIVE_MONITOR_PERMISSIONS: readonly PermissionKey[] = numbered('liveMonitor');
export const REPORT_DATA_PERMISSIONS: readonly PermissionKey[] = numbered('reportData');

/**
 * Who may receive a topic: a user holding `casinoMonitor` (the monitors' entry) and any one of `anyOf`.
 * Enforced by the exchange on its socket and checked again by the main core before it subscribes a window.
 * - prices: the market monitors, `liveMonitor1..10`;
 * - liability: the risk monitors, `reportData1..10`;
 * - bets: the bet ticker, `screenMonitorTrader`;
 * - markets and status (names, statuses): any monitor.
 */
const ANY_MONITOR: readonly PermissionKey[] = [...LIVE_MONITOR_PERMISSIONS, ...REPORT_DATA_PERMISSIONS, 'screenMonitorTrader'];
export const LIVE_TOPIC_ACCESS: Readonly<Record<LiveTopic, readonly PermissionKey[]>> = {
  markets: ANY_MONITOR,
  status: ANY_MONITOR,
  prices: LIVE_MONITOR_PERMISSIONS,
  liability: REPORT_DATA_PERMISSIONS,
  bets: ['screenMonitorTrader'],
};

export const mayReceiveTopic = (topic: LiveTopic, has: (key: PermissionKey) => boolean): boolean =>
  has('casinoMonitor') && LIVE_TOPIC_ACCESS[topic].some(has);

const id = z.string().min(1).max(64);
const money = z.number().finite();

/** Where a value belongs: every live value carries it, so any topic can be filtered the same way. */
export const liveScopeSchema = z.object({
  marketId: id,
  eventId: id,
  competitionId: id,
  sportId: id,
  family: z.enum(MARKET_FAMILIES),
});
export type LiveScope = z.infer<typeof liveScopeSchema>;

/** `ts`: when the value left the exchange (ms since the epoch, fractional), for update-to-paint figures. */
const stamped = { ts: z.number() };

export const liveMarketSchema = liveScopeSchema.extend({
  ...stamped,
  sportName: z.string(),
  competitionName: z.string(),
  eventName: z.string(),
  name: z.string(),
  status: z.enum(MARKET_STATUSES),
  inPlay: z.boolean(),
  /** Open, its sport, competition and event switched on (the catalogue's rule). */
  takesBets: z.boolean(),
  delaySeconds: z.number().int().min(0),
  /**
   * Its bets closed at its event's start, and that start has passed (a race, or an event not traded in play):
   * the exchange refuses every bet on it, so a monitor offers no Resume. Absent (an older exchange): false.
   */
  closedAtOff: z.boolean().optional(),
  /** Each selection's status: a suspended or removed one takes no bet (its price is no offer). */
  selections: z.array(z.object({ selectionId: id, name: z.string(), status: z.enum(SELECTION_STATUSES) })),
});
export type LiveMarket = z.infer<typeof liveMarketSchema>;

/** [price, size] */
const level = z.tuple([z.number(), z.number()]);
export const priceBookSchema = z.discriminatedUnion('kind', [
  /** Exchange markets: three levels to back and to lay per selection, best first. */
  z.object({
    kind: z.literal('ladder'),
    runners: z.array(z.object({ selectionId: id, back: z.array(level), lay: z.array(level), lastTraded: z.number().nullable() })),
  }),
  /** Bookmaker markets: one back and one lay rate per selection (odds = 1 + rate / 100). */
  z.object({ kind: z.literal('rates'), runners: z.array(z.object({ selectionId: id, back: z.number(), lay: z.number() })) }),
  /** Fancy markets: a runs line, "No" below and "Yes" at or above, each with its rate. */
  z.object({ kind: z.literal('line'), noRuns: z.number().int(), yesRuns: z.number().int(), noRate: z.number(), yesRate: z.number() }),
]);
export type PriceBook = z.infer<typeof priceBookSchema>;

export const livePricesSchema = liveScopeSchema.extend({
  ...stamped,
  matched: money,
  /**
   * A market the house prices itself (bookmaker, fancy, binary, lottery, sportsbook) carries its desk's quote
   * alone, never a feed price; null: the desk has not quoted it (no price, and no bet is taken on it).
   */
  book: priceBookSchema.nullable(),
  /** On such a market quoted in part: the selections its desk has not quoted (none in the book, no bet taken). */
  unquoted: z.array(id).optional(),
});
export type LivePrices = z.infer<typeof livePricesSchema>;

export const liveLiabilitySchema = liveScopeSchema.extend({
  ...stamped,
  marketName: z.string(),
  eventName: z.string(),
  /** What the house loses on the market's worst outcome (0 when every outcome wins for the house). */
  liability: money,
  betCount: z.number().int(),
  stake: money,
  /** The house's profit (negative: loss) per selection, if that selection wins. */
  selections: z.array(z.object({ selectionId: id, name: z.string(), pnl: money })),
});
export type LiveLiability = z.infer<typeof liveLiabilitySchema>;

/** Sequenced per topic by the exchange; a window receives every one that matches its filter, in order. */
const sequenced = { seq: z.number().int().positive() };

export const liveBetSchema = liveScopeSchema.extend({
  ...stamped,
  ...sequenced,
  betId: id,
  marketName: z.string(),
  eventName: z.string(),
  selectionId: id,
  selectionName: z.string(),
  /** Fancy: back = "Yes", lay = "No". */
  side: z.enum(['back', 'lay']),
  /** Decimal odds (bookmaker and fancy rates converted: 1 + rate / 100). */
  odds: z.number(),
  /** Fancy markets: the runs line the bet was struck at. */
  line: z.number().int().nullable(),
  stake: money,
  user: z.string(),
  placedAt: z.number(),
  delaySeconds: z.number().int().min(0),
  /** The exchange's decision after the delay: matched (exposure reserved) or refused, with its reason. */
  status: z.enum(['matched', 'refused']),
  reason: z.enum(REFUSAL_REASONS).nullable(),
});
export type LiveBet = z.infer<typeof liveBetSchema>;

export const liveStatusSchema = liveScopeSchema.extend({
  ...stamped,
  ...sequenced,
  marketName: z.string(),
  eventName: z.string(),
  from: z.enum(MARKET_STATUSES),
  to: z.enum(MARKET_STATUSES),
  takesBets: z.boolean(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

export interface LiveValues {
  markets: LiveMarket;
  prices: LivePrices;
  liability: LiveLiability;
  bets: LiveBet;
  status: LiveStatus;
}
export type LiveValue<T extends LiveTopic = LiveTopic> = LiveValues[T];

export const LIVE_VALUE_SCHEMAS = {
  markets: liveMarketSchema,
  prices: livePricesSchema,
  liability: liveLiabilitySchema,
  bets: liveBetSchema,
  status: liveStatusSchema,
} as const satisfies Record<LiveTopic, z.ZodType>;

/** A window's filter on any topic: every field given must match the value's scope. */
export const MAX_FILTER_MARKETS = 5_000;
export const liveFilterSchema = z.strictObject({
  sportId: id.optional(),
  competitionId: id.optional(),
  eventId: id.optional(),
  family: z.enum(MARKET_FAMILIES).optional(),
  marketIds: z.array(id).max(MAX_FILTER_MARKETS).optional(),
});
export type LiveFilter = z.infer<typeof liveFilterSchema>;

export const matchesFilter = (filter: LiveFilter, scope: LiveScope): boolean =>
  (filter.sportId === undefined || filter.sportId === scope.sportId) &&
  (filter.competitionId === undefined || filter.competitionId === scope.competitionId) &&
  (filter.eventId === undefined || filter.eventId === scope.eventId) &&
  (filter.family === undefined || filter.family === scope.family) &&
  (filter.marketIds === undefined || filter.marketIds.includes(scope.marketId));

/** What a window sends: validated by the main core (the renderer is untrusted). */
export const subscriptionIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'A subscription id is 1 to 64 letters, digits, - or _.');
export const liveSubscribeSchema = z.strictObject({
  subId: subscriptionIdSchema,
  topic: z.enum(LIVE_TOPICS),
  filter: liveFilterSchema.default({}),
});
export type LiveSubscribeInput = z.input<typeof liveSubscribeSchema>;
export const liveUnsubscribeSchema = z.strictObject({ subId: subscriptionIdSchema });

/** A window may hold this many live subscriptions at once. */
export const MAX_WINDOW_SUBSCRIPTIONS = 64;

/**
 * The feed as a window sees it: connecting (first snapshot on its way), live, reconnecting (the exchange's
 * socket dropped; values are stale until the resync), stopped (logged out), refused (no permission).
 */
export const LIVE_HEALTH = ['connecting', 'live', 'reconnecting', 'stopped', 'refused'] as const;
export type LiveHealth = (typeof LIVE_HEALTH)[number];

/**
 * What one subscription receives in one flush. `reset`: forget what you hold and take `values` as the
 * whole picture (state topics) or as the recent history to merge by `seq` (event topics). Otherwise
 * `values` are changes: the latest value per market (state) or new events in order (event).
 * `gap`: some events could not be recovered after an outage (more were missed than the exchange keeps).
 */
export interface LiveDelivery<T extends LiveTopic = LiveTopic> {
  reset?: true;
  values: Array<LiveValue<T>>;
  health?: LiveHealth;
  gap?: true;
  message?: string;
}

/** One flush to one window: at most one per frame-sized interval. `at`: when the main core sent it. */
export interface LiveBatch {
  n: number;
  at: number;
  subs: Array<[subId: string, delivery: LiveDelivery]>;
}

/** Frame-sized: at most this often per window. */
export const LIVE_FLUSH_INTERVAL_MS = 16;
