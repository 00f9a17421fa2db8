import { z } from 'zod';
import { MARKET_FAMILIES } from '../catalogue';
import { ACCOUNT_STATUSES, POSTING_KINDS } from '../money/accounts';
import { RESULT_PERMISSIONS } from '../results';
import { dataTableRequestWith } from './data-table';
import { command, entityTag, pagedList, query, wholeList } from './factories';
import { listOrder } from './list-order';
import { area } from './operation';
import { accountRowSchema, chainLinkSchema, PROFIT_LOSS_BY, profitLossLineSchema, riskMarketSchema, TRADER_FAMILIES, traderProfitLossSchema, USER_BET_SCOPES, userBetSchema } from './risk-schemas';
import { alertStateSchema, ALERT_SCOPES, marketBookSchema, reportFiltersSchema, reportViewSchema } from './risk-live';
import { accountSummarySchema } from './risk-summary';

export * from './risk-schemas';
export * from './risk-summary';
export * from './risk-live';

/** One line of an account statement: a ledger posting and the balance after it (minor units). */
export const statementLineSchema = z
  .object({
    seq: z.number().int(),
    at: z.string(),
    kind: z.enum(POSTING_KINDS),
    amount: z.number().int(),
    balance: z.number().int(),
    /** What the posting was for, in words: "Settlement v1: Match Odds, India v Australia (India)". */
    description: z.string(),
  })
  .loose();
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * The risk flag: spec §6 names none, so risk reads and punter status changes need `resolveQuery` (the
 * flag of the desk that answers punters' queries, which the Risk User role holds; agents, whose role holds
 * the report-data flags, get no console area). An account statement is a punter's money: it is read by the
 * risk desk and by the results desks, which open it from a market's bets; no other user reads it. Every
 * figure comes from the bets, the reservations and the ledger.
 */
const RISK = 'resolveQuery' as const;

/** The betting accounts list's columns, as numbered in `order[].column`; a risk user looks for the largest balance or exposure. */
export const ACCOUNT_ORDER = listOrder({
  columns: ['userName', 'name', 'level', 'status', 'parent', 'balance', 'exposure'],
  sortable: ['userName', 'name', 'balance', 'exposure'],
  initial: { column: 'userName', dir: 'asc' },
});
/** The risk market list's columns, as numbered in `order[].column`: largest exposure first unless asked otherwise. */
export const RISK_MARKET_ORDER = listOrder({
  columns: ['marketName', 'eventName', 'sportName', 'family', 'status', 'exposure', 'punters'],
  sortable: ['marketName', 'eventName', 'sportName', 'exposure', 'punters'],
  initial: { column: 'exposure', dir: 'desc' },
});
const STATEMENT_READERS = { anyOf: [RISK, ...RESULT_PERMISSIONS] } as const;
const userName = z.string().trim().min(1, 'User name: required.').max(64);
const isoDate = z.iso.date({ message: 'A date (YYYY-MM-DD).' });
/** Minutes a zone is ahead of UTC: UTC−12:00 to UTC+14:00. */
const TZ_OFFSET = z.number().int().min(-720).max(840).default(0);

export const risk = area('risk', {
  accountStatement: query({
    path: '/risk/account-statement',
    access: STATEMENT_READERS,
    spec: ['risk.accountStatement'],
    reads: ['money'],
    /**
     * `atSeq`: the page (of `length` lines) that holds this line of the account's, whatever `start` says.
     * `beforeSeq`: only the lines older than this one (`recordsFiltered` counts them), so that pages read in
     * turn keep their places while new lines are posted (an export).
     */
    input: dataTableRequestWith({ userName, atSeq: z.number().int().positive().optional(), beforeSeq: z.number().int().positive().optional() }),
    output: z
      .object({
        account: accountSummarySchema,
        data: z.array(statementLineSchema),
        recordsTotal: z.number().int(),
        recordsFiltered: z.number().int(),
        /** Where the page starts (newest line: 0); the page of `atSeq` when it was asked for. */
        start: z.number().int().nonnegative().optional(),
      })
      .loose(),
  }),
  marketList: pagedList({
    path: '/risk/markets',
    access: RISK,
    spec: ['risk.marketList'],
    reads: ['money', 'markets'],
    row: riskMarketSchema,
    filters: { family: z.enum(MARKET_FAMILIES).optional() },
    order: RISK_MARKET_ORDER,
  }),
  userBets: pagedList({
    path: '/risk/user-bets',
    access: RISK,
    spec: ['risk.userBetsAll', 'risk.userBetsLive', 'risk.userBetsExchange', 'risk.userBetsHistory'],
    reads: ['money'],
    row: userBetSchema,
    /** `betId`: that one bet of the user's (a punter query's bet), in any scope. */
    filters: { userName, scope: z.enum(USER_BET_SCOPES).default('all'), betId: z.string().trim().min(1).max(64).optional() },
  }),
  userInfoSearch: pagedList({ path: '/risk/users', access: RISK, spec: ['risk.userInfoSearch'], reads: ['money', 'accounts'], row: accountRowSchema, order: ACCOUNT_ORDER }),
  parentOfUser: query({ path: '/risk/parent', access: RISK, spec: ['risk.parentOfUser'], reads: ['accounts'], input: z.strictObject({ userName }), output: z.array(chainLinkSchema) }),
  userStatus: command({
    path: '/risk/user-status',
    access: RISK,
    spec: ['risk.userStatus'],
    input: z.strictObject({ userName, status: z.enum(ACCOUNT_STATUSES), reason: z.string().trim().min(3, 'Reason: at least 3 characters; it is kept with the status.').max(300, 'Reason: at most 300 characters.') }),
    writes: ({ userName: name }) => [entityTag('accounts', name), 'accounts', 'money'],
    output: accountRowSchema,
  }),
  activityList: query({
    path: '/risk/activity',
    access: RISK,
    spec: ['risk.activityList'],
    reads: ['audit', 'accounts'],
    input: z.strictObject({ userName }),
    output: z.array(z.object({ at: z.string(), kind: z.enum(['login', 'action']), what: z.string(), ip: z.string().nullable(), client: z.string().nullable() }).loose()),
  }),
  agentProfitLoss: query({
    path: '/risk/agent-profit-loss',
    access: RISK,
    spec: ['risk.agentProfitLossBySport', 'risk.agentProfitLossByEvent', 'risk.agentProfitLossByMarket'],
    reads: ['money', 'results'],
    /**
     * `tz_offset` (as spec §3's reports): minutes the user's zone is ahead of UTC. Days, and the From/To range,
     * are that zone's calendar days.
     */
    input: z.strictObject({ userName, by: z.enum(PROFIT_LOSS_BY), from: isoDate.optional(), to: isoDate.optional(), tz_offset: TZ_OFFSET }),
    output: z.array(profitLossLineSchema),
  }),
  traderUnsettledBets: pagedList({
    path: '/risk/unsettled-bets',
    access: RISK,
    spec: ['risk.traderUnsettledBets'],
    reads: ['money'],
    row: userBetSchema.extend({ punter: z.string() }),
    filters: { family: z.enum(MARKET_FAMILIES).optional() },
  }),
  traderProfitLoss: query({
    path: '/risk/trader-profit-loss',
    access: RISK,
    spec: ['risk.traderFancyProfitLoss', 'risk.traderBookmakerProfitLoss', 'risk.traderSportsbookProfitLoss'],
    reads: ['money', 'results'],
    input: z.strictObject({ family: z.enum(TRADER_FAMILIES) }),
    output: z.array(traderProfitLossSchema),
  }),
  /** `spec: []`: ours, the outcome-by-outcome view behind one line of the risk market list (drill-down and chart). */
  /**
   * `spec: []`: ours, one market suspended from the risk desk or an alert by a risk user, who may stop a
   * market bleeding but not reopen it (reopening stays with the catalogue's `addMarket`). A market already
   * suspended answers as it is; a closed or settled one is refused.
   */
  suspendMarket: command({
    path: '/risk/market/suspend',
    access: RISK,
    spec: [],
    input: z.strictObject({ marketId: z.string().min(1).max(64) }),
    writes: ({ marketId }) => [entityTag('markets', marketId)],
    output: z.object({ marketId: z.string(), status: z.literal('suspended') }).loose(),
  }),
  marketBook: query({ path: '/risk/market-book', access: RISK, spec: [], reads: ['money', 'markets'], input: z.strictObject({ marketId: z.string().min(1).max(64) }), output: marketBookSchema }),
  /** `spec: []`: ours, the signed-in risk user's alert thresholds and what is above them now (polled by the live screen). */
  alertState: query({ path: '/risk/alerts', access: RISK, spec: [], reads: ['money', 'riskThresholds'], input: z.strictObject({}), output: alertStateSchema }),
  /** `spec: []`: ours, sets (amount) or removes (null) one threshold of the signed-in risk user; target '*' is the default. */
  saveAlertThreshold: command({
    path: '/risk/alerts/threshold',
    access: RISK,
    spec: [],
    input: z.strictObject({ scope: z.enum(ALERT_SCOPES), target: z.string().trim().min(1, 'Target: required.').max(64), amount: z.number().int().min(0).nullable() }),
    writes: ['riskThresholds'],
    output: alertStateSchema,
  }),
  /**
   * `spec: []`: ours, the saved report views: slot N is readable and writable by holders of `reportDataN`
   * (the exchange checks the slot's flag; the list holds only the caller's slots).
   */
  reportViews: wholeList({ path: '/risk/report-views', access: 'session', spec: [], reads: ['reportViews'], row: reportViewSchema }),
  saveReportView: command({
    path: '/risk/report-views/save',
    access: 'session',
    spec: [],
    input: z.strictObject({ slot: z.number().int().min(1).max(10), name: z.string().trim().min(1, 'Name: required.').max(60), filters: reportFiltersSchema }),
    writes: ['reportViews'],
    output: reportViewSchema,
  }),
});
