import { z } from 'zod';
import { loginTokenSchema, otpCodeSchema } from './auth';
import { catalogueIdSchema } from './catalogue-common';
import { command, fileExport, pagedList, query } from './factories';
import { namedRowFields } from './fields';
import { listOrder } from './list-order';
import { area, http, local } from './operation';
import { siteUserFields } from './white-label-schemas';

/**
 * The rest of the Sites issue: the auth extras (connection id, OTP, access codes), the GET calls not
 * served elsewhere (a count, a file download, reports, bet history, a player report) and the generic
 * calls as an admin tool. Access: addDomain unless said otherwise.
 */

export const authExtras = area('authExtras', {
  /** Main reports the live feed's connection on every connect and reconnect; kept on the session. */
  updateConnection: command({
    path: '/connection-id',
    access: 'session',
    bridged: false,
    spec: ['auth.connectionIdUpdate'],
    input: z.strictObject({ connectionId: z.string().trim().min(8).max(100), reconnect: z.boolean() }),
    writes: [],
    output: z.object({ connectionId: z.string(), connectedAt: z.string(), reconnects: z.number().int() }),
  }),
  /** The second factor of a login (RFC 6238 TOTP): only main calls it, since its answer carries the token. */
  verifyOtp: http({
    http: { method: 'POST', path: '/verify-otp' },
    access: 'public',
    bridged: false,
    successStatusCode: 200,
    spec: ['auth.otpVerification'],
    writes: [],
    input: z.strictObject({ otpToken: z.string().min(16).max(200), code: otpCodeSchema }),
    output: loginTokenSchema,
  }),
  /** Which market an access code (from the access-code export) opens, if any. */
  verifyAccessCode: query({
    path: '/access-code/verify',
    access: 'exchangeManagement',
    spec: ['auth.accessCodeVerification'],
    reads: ['markets'],
    input: z.strictObject({ accessCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{8}$/, 'Access code: 8 letters and digits.') }),
    output: z.object({
      valid: z.boolean(),
      message: z.string(),
      market: z.object({ ...namedRowFields, eventName: z.string(), status: z.string() }).nullable(),
    }),
  }),
});

export const COUNTABLE = ['whiteLabels', 'siteUsers', 'domains', 'pendingDomains', 'exchanges', 'projects'] as const;
export type Countable = (typeof COUNTABLE)[number];

/** Spec §3: report dates travel as year/month/day text. */
const reportDate = z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'A date as YYYY/MM/DD.');

/** Spec §3's report query fields: game_id, start, end, tz_offset, max, offset, remote_id, realm. */
export const reportQuerySchema = z.strictObject({
  game_id: z.string().trim().max(64).optional(),
  start: reportDate,
  end: reportDate,
  tz_offset: z.coerce.number().int().min(-720).max(840).default(0),
  max: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Here: a white label's id (one site's report), or every site when absent. */
  remote_id: z.string().trim().max(64).optional(),
  /** The currency (spec §9: the provider's realm is INR). */
  realm: z.string().trim().regex(/^[A-Z]{3}$/).default('INR'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * One site's line of the report; its amounts are in the site's own currency (`currency`), whatever the realm
 * asked. Optional, so an exchange that does not send it still answers: the console then names the realm.
 */
export const reportRowSchema = z.object({
  whiteLabelId: z.string().nullable(),
  name: z.string(),
  currency: z.string().optional(),
  users: z.number().int(),
  bets: z.number().int(),
  stake: z.number(),
  playerResult: z.number(),
});

export const betHistoryRowSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  marketId: z.string(),
  outcomeName: z.string(),
  side: z.string(),
  price: z.number().nullable(),
  stake: z.number(),
  status: z.string(),
  reason: z.string().nullable(),
  result: z.number().nullable(),
  placedAt: z.string(),
});

const ACCESS = 'addDomain';

/** Spec §7's GET family: these are GET requests with query parameters. */
const getQuery = <I extends z.ZodType, O extends z.ZodType>(def: { path: string; spec: Parameters<typeof query>[0]['spec']; reads: readonly string[]; input: I; output: O }) =>
  http({ http: { method: 'GET', path: def.path }, access: ACCESS, spec: def.spec, reads: def.reads, input: def.input, output: def.output });

/** The bet history's columns, as numbered in `order[].column`: newest first unless asked otherwise. */
export const BET_HISTORY_ORDER = listOrder({
  columns: ['placedAt', 'userName', 'outcomeName', 'side', 'price', 'stake', 'status', 'result'],
  sortable: ['placedAt', 'userName', 'price', 'stake', 'result'],
  initial: { column: 'placedAt', dir: 'desc' },
});

export const siteReports = area('siteReports', {
  count: getQuery({
    path: '/count',
    spec: ['get.count'],
    reads: ['whiteLabels', 'siteUsers', 'domains', 'exchanges', 'projects'],
    input: z.strictObject({ of: z.enum(COUNTABLE) }),
    output: z.object({ of: z.enum(COUNTABLE), count: z.number().int() }),
  }),
  /** A kept file (a white label's backup) by its id, as a file (blob). */
  download: fileExport({ path: '/file/download', access: ACCESS, spec: ['get.fileDownload'], reads: ['siteFiles'], input: z.strictObject({ fileId: catalogueIdSchema }) }),
  /** Per white label (or one, by remote_id): users, bets, stake and the players' result in the period. */
  report: getQuery({
    path: '/report',
    spec: ['get.reports'],
    reads: ['siteUsers', 'bets'],
    input: reportQuerySchema,
    output: z.object({ rows: z.array(reportRowSchema), total: z.number().int(), realm: z.string(), from: z.string(), to: z.string() }),
  }),
  betHistory: pagedList({
    path: '/bet-history',
    access: ACCESS,
    spec: ['get.betHistory'],
    reads: ['bets', 'siteUsers'],
    row: betHistoryRowSchema,
    filters: { whiteLabelId: catalogueIdSchema.optional(), userName: z.string().trim().max(100).optional() },
    order: BET_HISTORY_ORDER,
  }),
  playerReport: getQuery({
    path: '/player-report',
    spec: ['get.playerReport'],
    reads: ['siteUsers', 'bets'],
    input: z.strictObject({ userName: z.string().trim().min(1, 'User name is required.').max(100) }),
    output: z.object({
      ...siteUserFields,
      whiteLabelName: z.string().nullable(),
      /** The currency of the player's amounts: their site's, or the exchange's own (INR) for a user of no site. Optional, as above: INR then. */
      currency: z.string().optional(),
      balance: z.number(),
      exposure: z.number(),
      bets: z.object({ matched: z.number().int(), settled: z.number().int(), refused: z.number().int(), voided: z.number().int() }),
      stake: z.number(),
      result: z.number(),
      lastBetAt: z.string().nullable(),
    }),
  }),
});

/** An allow-list entry of the generic tool: a method and an exact path under the API prefix. */
export const GENERIC_PATH = /^\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/i;
export const genericEntrySchema = z.strictObject({
  method: z.enum(['GET', 'POST']),
  path: z.string().trim().max(120).regex(GENERIC_PATH, 'Path: /words-and-digits separated by /, such as /count (no query, no dots).'),
});
export type GenericEntry = z.infer<typeof genericEntrySchema>;

const genericAnswer = z.object({ ok: z.boolean(), status: z.number().int(), message: z.string(), data: z.unknown() });

export const adminTools = area('adminTools', {
  /** Main only: audits a generic call before main sends it (method, path, the body's field names). */
  recordGenericCall: command({
    path: '/generic-call/audit',
    access: 'session',
    adminOnly: true,
    bridged: false,
    // The generic GET and POST themselves are built by main from the allow-list (adminTools.genericGet
    // and genericPost, served by main); this is their audit, the one HTTP operation they always make.
    spec: ['get.genericGet', 'get.genericPost'],
    input: z.strictObject({ method: z.enum(['GET', 'POST']), path: z.string().max(120), fields: z.array(z.string().max(64)).max(50) }),
    writes: [],
    output: z.object({ recorded: z.literal(true) }),
  }),
  /** Served by main (admin only): the allow-list kept in main's settings. */
  allowList: local({ input: z.undefined(), output: z.array(genericEntrySchema) }),
  saveAllowList: local({ input: z.strictObject({ entries: z.array(genericEntrySchema).max(50) }), output: z.array(genericEntrySchema) }),
  /** Served by main (admin only): a GET of an allow-listed path, audited first. */
  genericGet: local({ input: z.strictObject({ path: z.string().max(200), query: z.record(z.string().max(64), z.string().max(200)).default({}) }), output: genericAnswer }),
  /** Served by main (admin only): a POST of an allow-listed path with a JSON body, audited first. */
  genericPost: local({ input: z.strictObject({ path: z.string().max(200), body: z.record(z.string().max(64), z.unknown()).default({}) }), output: genericAnswer }),
});
