import { z } from 'zod';
import { MARKET_FAMILIES } from '../catalogue';
import { RESULT_PERMISSION, RESULT_STATUSES } from '../results';
import type { MarketFamily } from '../catalogue';
import { command, entityTag, pagedList, query, save, wholeList } from './factories';
import { area } from './operation';
import {
  anyResultSchema,
  betsInWindowSchema,
  checkingEventSchema,
  checkingMarketSchema,
  digitResultSchema,
  marketInputSchema,
  marketResultSchema,
  numberResultSchema,
  oneWinnerResultSchema,
  preVoidInputSchema,
  reasonSchema,
  resultBetSchema,
  settlementPreviewSchema,
  settleInputSchema,
  settlementSchema,
  unsettleInputSchema,
  voidDoneSchema,
  windowSchema,
  winnersResultSchema,
} from './results-schemas';

export * from './results-schemas';

/**
 * Results, verification, settlement and voids (spec §7 "Results"). Who may call: the family's results
 * permission (exchangeResults for match odds, racing, binary, lottery and virtual; sportsBookResults,
 * bookmakerResults, fancyResults), checked by the exchange on every call against the market's family; the
 * calls that take any market say `session` here and the exchange checks the family. Money moves only when
 * the exchange confirms: settle carries an idempotency key, unsettle and voids need a reason.
 */
const READS = ['results', 'markets'] as const;
const writesMarket = ({ marketId }: { marketId: string }) => [entityTag('results', marketId), 'results', entityTag('markets', marketId), 'markets', 'money'];

/** The input schema of each family's result save. */
const SAVE_INPUT = {
  matchOdds: oneWinnerResultSchema,
  bookmaker: oneWinnerResultSchema,
  binary: oneWinnerResultSchema,
  virtual: oneWinnerResultSchema,
  sportsbook: winnersResultSchema,
  racing: winnersResultSchema,
  lottery: digitResultSchema,
  fancy: numberResultSchema,
} as const satisfies Record<MarketFamily, z.ZodType>;

const saveFor = <F extends MarketFamily>(family: F) =>
  save({
    path: `/result/${family}/save`,
    access: RESULT_PERMISSION[family],
    spec: [`results.${family}.save`],
    input: SAVE_INPUT[family],
    // Every family's input names its market; TypeScript cannot see it through the generic family.
    writes: (input: unknown) => writesMarket(input as { marketId: string }),
    idempotent: false,
    output: marketResultSchema,
  });

/** The results list's Result status filter: a result's status, or `none`, the markets with bets and no result yet. */
export const RESULT_STATUS_FILTERS = [...RESULT_STATUSES, 'none'] as const;
export type ResultStatusFilter = (typeof RESULT_STATUS_FILTERS)[number];

const familyFilter = { family: z.enum(MARKET_FAMILIES).optional(), status: z.enum(RESULT_STATUS_FILTERS).optional() };

export const results = area('results', {
  list: pagedList({ path: '/result/list', access: 'session', spec: ['results.marketResultList'], reads: READS, row: marketResultSchema, filters: familyFilter }),
  get: query({ path: '/result/get', access: 'session', spec: [], reads: READS, input: marketInputSchema, output: marketResultSchema }),
  saveMatchOdds: saveFor('matchOdds'),
  saveBookmaker: saveFor('bookmaker'),
  saveFancy: saveFor('fancy'),
  saveSportsbook: saveFor('sportsbook'),
  saveBinary: saveFor('binary'),
  saveLottery: saveFor('lottery'),
  saveVirtual: saveFor('virtual'),
  saveRacing: saveFor('racing'),
  verify: command({ path: '/result/verify', access: 'session', spec: ['results.verify'], input: anyResultSchema, writes: writesMarket, output: marketResultSchema }),
  checkingEvents: wholeList({ path: '/result/checking-events', access: 'session', spec: ['results.checkingResultEvents'], reads: READS, row: checkingEventSchema }),
  checkingMarkets: query({
    path: '/result/checking-markets',
    access: 'session',
    spec: ['results.checkingResultMarkets'],
    reads: READS,
    input: z.strictObject({ eventId: z.string().max(64).optional() }),
    output: z.array(checkingMarketSchema),
  }),
  checkingUpdate: command({ path: '/result/checking-update', access: 'session', spec: ['results.checkingResultUpdate'], input: anyResultSchema, writes: writesMarket, output: marketResultSchema }),
  unsettled: pagedList({ path: '/result/unsettled', access: 'session', spec: ['results.unsettledResult'], reads: READS, row: marketResultSchema, filters: { family: familyFilter.family } }),
  hold: command({
    path: '/result/hold',
    access: 'session',
    spec: ['results.holdStatus'],
    input: z.strictObject({ marketId: marketInputSchema.shape.marketId, hold: z.boolean(), reason: reasonSchema }),
    writes: writesMarket,
    output: marketResultSchema,
  }),
  lineResults: pagedList({ path: '/result/line', access: 'fancyResults', spec: ['results.lineMarketResult'], reads: READS, row: marketResultSchema }),
  virtualResults: pagedList({ path: '/result/virtual', access: 'exchangeResults', spec: ['results.virtualResults'], reads: READS, row: marketResultSchema }),
  lotteryResults: pagedList({ path: '/result/lottery', access: 'exchangeResults', spec: ['results.lotteryResults'], reads: READS, row: marketResultSchema }),
  settlePreview: query({ path: '/result/settle-preview', access: 'session', spec: [], reads: READS, input: marketInputSchema, output: settlementPreviewSchema }),
  /**
   * Idempotent: a retry of the same submit (same key, same expectations) answers the first settlement and
   * moves nothing again. Carries what the user confirmed (`expected`, from the preview): refused (409) when the
   * market's result, version or money changed since.
   */
  settle: save({ path: '/result/settle', access: 'session', spec: ['results.settle'], input: settleInputSchema, writes: writesMarket, output: settlementSchema }),
  /** Reverses the live settlement the dialog showed (`expectedVersion`): refused (409) when another one is live, or none. */
  unsettle: command({ path: '/result/unsettle', access: 'session', spec: ['results.unsettle'], input: unsettleInputSchema, writes: writesMarket, output: settlementSchema }),
  settlements: query({ path: '/result/settlements', access: 'session', spec: [], reads: READS, input: marketInputSchema, output: z.array(settlementSchema) }),
  bets: query({
    path: '/result/bets',
    access: 'session',
    spec: ['results.manualBetVoidList', 'results.postVoidList'],
    reads: READS,
    input: z.strictObject({ marketId: marketInputSchema.shape.marketId, status: z.enum(['matched', 'settled', 'voided']).optional() }),
    output: z.array(resultBetSchema),
  }),
  /** The window's first bets (at most 500) with how many it holds in all and its last bet's number: what a pre-void confirms. */
  preVoidList: query({ path: '/result/pre-void-list', access: 'session', spec: ['results.preVoidList'], reads: READS, input: windowSchema, output: betsInWindowSchema }),
  marketsForVoid: pagedList({ path: '/result/markets-for-void', access: 'session', spec: ['results.marketsForVoid'], reads: READS, row: marketResultSchema, filters: { family: familyFilter.family } }),
  /** Also the mistake desk's (risk screen, `mistakeDepartment`): it voids single mistaken bets of any family. */
  voidBets: save({
    path: '/result/void-bets',
    access: 'session',
    spec: [],
    input: z.strictObject({ marketId: marketInputSchema.shape.marketId, betIds: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one bet to void.').max(5000), reason: reasonSchema }),
    writes: writesMarket,
    output: voidDoneSchema,
  }),
  /**
   * Voids every bet in the window, as many as the list counted: it carries what the user confirmed
   * (`expected`, from the list) and is refused (409) when the window's bets changed since (a bet struck into a
   * window up to now, one voided elsewhere). Idempotent: a retry with the same key answers the first void.
   */
  preVoid: save({ path: '/result/pre-void', access: 'session', spec: [], input: preVoidInputSchema, writes: writesMarket, output: voidDoneSchema }),
  voidMarket: save({ path: '/result/void-market', access: 'session', spec: [], input: z.strictObject({ marketId: marketInputSchema.shape.marketId, reason: reasonSchema }), writes: writesMarket, output: voidDoneSchema }),
});
