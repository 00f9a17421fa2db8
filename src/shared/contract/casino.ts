import { z } from 'zod';
import { CASINO_GAMES } from '../casino/games';
import { catalogueIdSchema, eventIdInputSchema, idInputSchema, requiredTextSchema, statusInputSchema } from './catalogue-common';
import { entityTag, get, pagedList, query, remove, save, sequence, statusChange, wholeList } from './factories';
import { namedRowFields } from './fields';
import { uploadFileSchema } from './files';
import { listOrder } from './list-order';
import { area, http } from './operation';

/**
 * The casino (spec §7 "Casino"; route `casino`, flag casinoMonitor): lobby tabs, tables (events) that play
 * rounds, the rounds international providers left unsettled with their manual settle and void, and the
 * ball-by-ball record of cricket-style games. Money moves only in the exchange, never optimistically.
 */

export const CASINO_PROVIDERS = ['house', 'international'] as const;
export const CASINO_PROVIDER_LABELS = { house: 'House', international: 'International' } as const;
export const CASINO_EVENT_STATUSES = ['active', 'suspended', 'closed'] as const;
export type CasinoEventStatus = (typeof CASINO_EVENT_STATUSES)[number];
export const CASINO_EVENT_STATUS_LABELS: Record<CasinoEventStatus, string> = { active: 'Active', suspended: 'Suspended', closed: 'Closed' };

/** betting: open for bets; unsettled: closed without a result from the provider (staff settle or void it). */
export const CASINO_ROUND_STATUSES = ['betting', 'unsettled', 'settled', 'voided'] as const;
export type CasinoRoundStatus = (typeof CASINO_ROUND_STATUSES)[number];
export const CASINO_ROUND_STATUS_LABELS: Record<CasinoRoundStatus, string> = { betting: 'Betting', unsettled: 'Unsettled', settled: 'Settled', voided: 'Voided' };

const ACCESS = 'casinoMonitor';
const CASINO_TAGS = ['casinoTabs', 'casinoEvents', 'casinoRounds'];
const roundInput = z.strictObject({ roundId: catalogueIdSchema });
const reasonSchema = z.string().trim().min(5, 'Reason: at least 5 characters.').max(200, 'Reason: at most 200 characters.');

export const casinoTabSchema = z.object({ ...namedRowFields, sequence: z.number().int(), eventCount: z.number().int(), updatedAt: z.string() }).loose();
export type CasinoTab = z.infer<typeof casinoTabSchema>;

export const saveCasinoTabSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(60, 'Name: at most 60 characters.'),
});

export const casinoEventSchema = z
  .object({
    ...namedRowFields,
    tabId: z.string().nullable(),
    tabName: z.string().nullable(),
    game: z.enum(CASINO_GAMES),
    provider: z.enum(CASINO_PROVIDERS),
    status: z.enum(CASINO_EVENT_STATUSES),
    roundSeconds: z.number().int(),
    minStake: z.number(),
    maxStake: z.number(),
    /** Rounds closed without a result, waiting for staff. */
    unsettledRounds: z.number().int(),
    updatedAt: z.string(),
  })
  .loose();
export type CasinoEvent = z.infer<typeof casinoEventSchema>;

export const saveCasinoEventSchema = z
  .strictObject({
    _id: catalogueIdSchema.optional(),
    name: requiredTextSchema('Table name', 80),
    tabId: catalogueIdSchema.nullable().default(null),
    game: z.enum(CASINO_GAMES),
    provider: z.enum(CASINO_PROVIDERS).default('house'),
    roundSeconds: z.number().int().min(5, 'Round length: at least 5 seconds.').max(600, 'Round length: at most 600 seconds.').default(30),
    minStake: z.number().min(1, 'Minimum stake: at least 1.').max(100_000).default(100),
    maxStake: z.number().min(1).max(10_000_000, 'Maximum stake: at most 1,00,00,000.').default(50_000),
  })
  .refine((event) => event.maxStake >= event.minStake, { path: ['maxStake'], message: 'Maximum stake: at least the minimum stake.' });

export const casinoResultSchema = z.object({ winner: z.string(), cards: z.string() });

export const casinoRoundSchema = z
  .object({
    roundId: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    game: z.enum(CASINO_GAMES),
    provider: z.enum(CASINO_PROVIDERS),
    seq: z.number().int(),
    status: z.enum(CASINO_ROUND_STATUSES),
    startedAt: z.string(),
    closesAt: z.string(),
    closedAt: z.string().nullable(),
    result: casinoResultSchema.nullable(),
    bets: z.number().int(),
    /** Rupees staked on the round. */
    staked: z.number(),
    /** Paid to the punters at settlement or refunded by a void; null before either. */
    paid: z.number().nullable(),
    settledBy: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .loose();
export type CasinoRound = z.infer<typeof casinoRoundSchema>;

export const casinoRoundBetSchema = z.object({
  txId: z.string(),
  userName: z.string(),
  outcome: z.string(),
  /** Rupees. */
  stake: z.number(),
  odds: z.number(),
  /** Rupees credited for it at settlement (or refunded by a void); null before. */
  payout: z.number().nullable(),
  placedAt: z.string(),
});
export type CasinoRoundBet = z.infer<typeof casinoRoundBetSchema>;

export const casinoRoundDetailSchema = z.object({ round: casinoRoundSchema, bets: z.array(casinoRoundBetSchema) });
export type CasinoRoundDetail = z.infer<typeof casinoRoundDetailSchema>;

export const liveTableSchema = z.object({ event: casinoEventSchema, rounds: z.array(casinoRoundSchema) });
export type LiveTable = z.infer<typeof liveTableSchema>;

export const ballSchema = z
  .object({
    _id: z.string(),
    eventId: z.string(),
    innings: z.number().int(),
    over: z.number().int(),
    ball: z.number().int(),
    runs: z.number().int(),
    wicket: z.boolean(),
    commentary: z.string(),
    /** The attached image or clip: its type and size, or none. */
    media: z.object({ type: z.string(), bytes: z.number().int() }).nullable(),
    updatedAt: z.string(),
  })
  .loose();
export type Ball = z.infer<typeof ballSchema>;

export const saveBallSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  eventId: catalogueIdSchema,
  innings: z.number().int().min(1, 'Innings: 1 or 2.').max(2, 'Innings: 1 or 2.'),
  over: z.number().int().min(0, 'Over: 0 to 19.').max(19, 'Over: 0 to 19.'),
  ball: z.number().int().min(1, 'Ball: 1 to 6.').max(6, 'Ball: 1 to 6.'),
  runs: z.number().int().min(0, 'Runs: 0 to 7.').max(7, 'Runs: 0 to 7.'),
  wicket: z.boolean().default(false),
  commentary: z.string().trim().max(300, 'Commentary: at most 300 characters.').default(''),
});

/** Ball-by-ball media: an image or a short MP4 clip, checked by content in main and again by the exchange. */
/** 5 MB, as the console words sizes (1 MB = 1,000,000 bytes, as the banner's 1 MB). */
export const BALL_MEDIA_MAX_BYTES = 5_000_000;

const settledWrites = ({ roundId }: { roundId: string }) => [entityTag('casinoRounds', roundId), 'casinoEvents', 'balances'];

/** The casino tables list's columns, as numbered in `order[].column`: by tab (the tabs' own order) unless asked otherwise. */
export const CASINO_TABLE_ORDER = listOrder({
  columns: ['name', 'tabName', 'game', 'provider', 'status', 'roundSeconds'],
  sortable: ['name', 'tabName', 'status', 'roundSeconds'],
  initial: { column: 'tabName', dir: 'asc' },
});

export const casino = area('casino', {
  tabs: wholeList({ path: '/casino/tab/list', access: ACCESS, spec: ['casino.tabList'], reads: ['casinoTabs', 'casinoEvents'], row: casinoTabSchema }),
  saveTab: save({ path: '/casino/tab/save', access: ACCESS, spec: ['casino.tabSave', 'casino.tabUpdate'], input: saveCasinoTabSchema, writes: ({ _id }) => [entityTag('casinoTabs', _id)], output: casinoTabSchema }),
  /** A tab's tables stay, without a tab (the lobby shows them under "Other"). */
  deleteTab: remove({ path: '/casino/tab/delete', access: ACCESS, spec: ['casino.tabDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('casinoTabs', _id), 'casinoEvents'] }),
  tabOrder: sequence({
    path: '/casino/tab/sequence',
    access: ACCESS,
    spec: ['casino.tabSequence'],
    input: z.strictObject({ ids: z.array(catalogueIdSchema).min(1).max(100) }),
    writes: ['casinoTabs'],
    output: z.array(casinoTabSchema),
  }),
  events: pagedList({
    path: '/casino/event/list',
    access: ACCESS,
    spec: ['casino.eventList'],
    reads: CASINO_TAGS,
    row: casinoEventSchema,
    filters: { tabId: catalogueIdSchema.optional() },
    order: CASINO_TABLE_ORDER,
  }),
  saveEvent: save({
    path: '/casino/event/save',
    access: ACCESS,
    spec: ['casino.eventSave', 'casino.eventUpdate'],
    input: saveCasinoEventSchema,
    writes: ({ _id }) => [entityTag('casinoEvents', _id), 'casinoTabs'],
    output: casinoEventSchema,
  }),
  /** Refused while the table has rounds to settle: settle or void them first. */
  deleteEvent: remove({ path: '/casino/event/delete', access: ACCESS, spec: ['casino.eventDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('casinoEvents', _id), 'casinoTabs'] }),
  setEventStatus: statusChange({
    path: '/casino/event/status',
    access: ACCESS,
    spec: ['casino.eventStatus'],
    input: statusInputSchema(CASINO_EVENT_STATUSES),
    writes: ({ _id }) => [entityTag('casinoEvents', _id)],
    output: casinoEventSchema,
  }),
  /** Rounds of international tables closed without a result, oldest first. */
  unsettled: wholeList({ path: '/casino/international/unsettled', access: ACCESS, spec: ['casino.unsettledInternationalEvents'], reads: ['casinoRounds'], row: casinoRoundSchema }),
  /**
   * Enter an unsettled round's result: winners are credited in one ledger transaction with the round's
   * change. Keyed: a retry replays the first answer; a second settle of the same round is refused (409).
   */
  manualSettle: save({
    path: '/casino/international/settle',
    access: ACCESS,
    spec: ['casino.manualInternationalSettle'],
    input: z.strictObject({ roundId: catalogueIdSchema, winner: z.string().trim().min(1, 'Winner is required.').max(40), cards: z.string().trim().max(120, 'Cards: at most 120 characters.').default(''), reason: reasonSchema }),
    writes: settledWrites,
    output: casinoRoundDetailSchema,
  }),
  /** Refund every stake of an unsettled round, in one ledger transaction; once only, like a settle. */
  manualVoid: save({
    path: '/casino/round/void',
    access: ACCESS,
    spec: ['casino.manualVoid'],
    input: z.strictObject({ roundId: catalogueIdSchema, reason: reasonSchema }),
    writes: settledWrites,
    output: casinoRoundDetailSchema,
  }),
  roundResult: get({ path: '/casino/round/result', access: ACCESS, spec: ['casino.roundResult'], reads: ['casinoRounds'], input: roundInput, output: casinoRoundDetailSchema }),
  /** Ours, for the casino monitor: each table's latest rounds (the rounds move on a timer, so it is polled). */
  liveRounds: query({
    path: '/casino/live-rounds',
    access: ACCESS,
    spec: [],
    reads: CASINO_TAGS,
    input: z.strictObject({ perTable: z.number().int().min(1).max(20).default(5) }),
    output: z.array(liveTableSchema),
  }),
  balls: query({ path: '/casino/ball-by-ball/list', access: ACCESS, spec: ['casino.ballByBallList'], reads: ['ballByBall'], input: eventIdInputSchema, output: z.array(ballSchema) }),
  saveBall: save({ path: '/casino/ball-by-ball/update', access: ACCESS, spec: ['casino.ballByBallUpdate'], input: saveBallSchema, writes: ({ _id }) => [entityTag('ballByBall', _id)], output: ballSchema }),
  deleteBall: remove({ path: '/casino/ball-by-ball/delete', access: ACCESS, spec: ['casino.ballByBallDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('ballByBall', _id)] }),
  /** Multipart: an image or a short MP4 clip for one ball. */
  uploadBallMedia: http({
    http: { method: 'POST', path: '/casino/ball-by-ball/media' },
    access: ACCESS,
    spec: ['casino.ballByBallMediaUpload'],
    upload: true,
    idempotent: true,
    input: z.strictObject({ _id: catalogueIdSchema, media: uploadFileSchema }),
    writes: ({ _id }) => [entityTag('ballByBall', _id)],
    output: ballSchema,
  }),
});
