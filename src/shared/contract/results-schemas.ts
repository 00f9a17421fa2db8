import { z } from 'zod';
import { RESULT_STATUSES } from '../results';
import { catalogueIdSchema, marketFamilySchema, marketStatusSchema, namedMarketFields } from './catalogue-common';
import { betLineFields } from './fields';

/** Refused in these words by the exchange, and by the result dialog before anything is sent. */
export const VOID_FACTOR_DECIMALS = 'Void factor: at most two decimals (0.25).';

/** The fields every result save carries: its market, and the fraction of every bet voided (0: none), in whole hundredths. */
const resultBase = {
  marketId: catalogueIdSchema,
  voidFactor: z
    .number({ message: 'Void factor: a fraction from 0 to 0.99.' })
    .min(0, 'Void factor: at least 0.')
    .max(0.99, 'Void factor: at most 0.99 (void the market instead).')
    .multipleOf(0.01, VOID_FACTOR_DECIMALS)
    .default(0),
};

const winnerId = catalogueIdSchema;

/** One winner (match odds, bookmaker, binary, virtual). */
export const oneWinnerResultSchema = z.strictObject({ ...resultBase, winnerIds: z.tuple([winnerId], { message: 'Choose the winner.' }) });
/**
 * One or more winners: a sportsbook's winning selections, racing's dead heat for first place (a Win market's
 * several winners), or a Place market's placed runners. `deadHeatIds` (racing): the placed runners that
 * dead-heated for the last paid place, sharing the places left after the runners placed outright (the
 * exchange refuses a tie that is not one, in words).
 */
export const winnersResultSchema = z.strictObject({
  ...resultBase,
  winnerIds: z.array(winnerId).min(1, 'Choose the winner.').max(10),
  deadHeatIds: z.array(winnerId).max(10).optional(),
});
/** Lottery: the winning digit. */
export const digitResultSchema = z.strictObject({ ...resultBase, digit: z.number({ message: 'Digit: 0 to 9.' }).int('Digit: 0 to 9.').min(0, 'Digit: 0 to 9.').max(9, 'Digit: 0 to 9.') });
/** Fancy (line) markets settle on a whole number. */
export const numberResultSchema = z.strictObject({
  ...resultBase,
  number: z.number({ message: 'Result: a whole number.' }).int('Result: a whole number.').min(0, 'Result: 0 or more.').max(100_000, 'Result: at most 100000.'),
});

/** Any family's result, for the calls that take whichever the market needs (verify, checking update). */
export const anyResultSchema = z.union([numberResultSchema, digitResultSchema, winnersResultSchema]);
export type AnyResultInput = z.input<typeof anyResultSchema>;

const who = z.object({ userName: z.string(), at: z.string().nullable() });

/** A market's result as the Results screen lists it. A pending entry's value is shown only to its maker (blind verification). */
export const marketResultSchema = z
  .object({
    ...namedMarketFields,
    /** A race's course (its meeting), for a racing market: the screen names the race with it, as the racing desk does. */
    course: z.string().optional(),
    family: marketFamilySchema,
    marketStatus: marketStatusSchema,
    status: z.enum(RESULT_STATUSES).nullable(),
    label: z.string().nullable(),
    voidFactor: z.number(),
    deduction: z.number().int(),
    maker: who.nullable(),
    checker: who.nullable(),
    held: z.object({ by: z.string(), reason: z.string(), at: z.string() }).nullable(),
    /** The live settlement's version, or the last one's when rolled back (0: never settled). */
    version: z.number().int(),
    openBets: z.number().int(),
    /** Virtual markets: the seed the model drew the result from (anyone can draw it again). */
    seed: z.number().int().nullable().optional(),
    /** Runners paid in full: 1, or the places of a racing Place market (ties beyond them are a dead heat). */
    places: z.number().int().min(1).optional(),
    selections: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  })
  .loose();
export type MarketResult = z.infer<typeof marketResultSchema>;

/** One entry of a round, as the checking queue shows it (both sides of a mismatch, who and when). */
export const resultEntrySchema = z.object({ userName: z.string(), label: z.string(), voidFactor: z.number(), at: z.string() }).loose();

export const checkingMarketSchema = marketResultSchema.extend({ entries: z.array(resultEntrySchema) });
export type CheckingMarket = z.infer<typeof checkingMarketSchema>;

export const checkingEventSchema = z.object({ eventId: z.string(), eventName: z.string(), markets: z.number().int() }).loose();

/** What a settlement moves: its bets, their punters, and what the punters win and lose (minor units). */
const settlementTotals = { betCount: z.number().int(), punterCount: z.number().int(), punterWon: z.number().int(), punterLost: z.number().int() };

/** What a settle would move, shown before confirming. */
export const settlementPreviewSchema = z
  .object({
    marketId: z.string(),
    label: z.string(),
    ...settlementTotals,
    voidFactor: z.number(),
    deduction: z.number().int(),
    nextVersion: z.number().int(),
    /** The declared result's identity (winners or number, void factor, Rule 4): settle sends it back as what was confirmed. */
    resultKey: z.string(),
    /** Large: the screen asks for the market's name typed to confirm. */
    large: z.boolean(),
  })
  .loose();
export type SettlementPreview = z.infer<typeof settlementPreviewSchema>;

/**
 * What the user confirmed in the Settle dialog, as the preview answered it: the version it settles as, the
 * result and the money. The exchange refuses the settle (409, its words under `expected`) when the market
 * no longer matches, so nothing settles on a result or figures nobody was shown.
 */
export const settleExpectationSchema = z.strictObject({
  version: z.number().int().min(1),
  resultKey: z.string().min(1).max(2000),
  betCount: z.number().int().min(0),
  punterWon: z.number().int().min(0),
  punterLost: z.number().int().min(0),
});
export type SettleExpectation = z.infer<typeof settleExpectationSchema>;

/** The expectation a settle carries for the preview the user was shown. */
export const settleExpectationOf = (preview: SettlementPreview): SettleExpectation => ({
  version: preview.nextVersion,
  resultKey: preview.resultKey,
  betCount: preview.betCount,
  punterWon: preview.punterWon,
  punterLost: preview.punterLost,
});

/**
 * The input field under which the exchange words a settle, unsettle or pre-void refused because the market
 * (or the window's bets) changed since the dialog read it (an object-shaped message): the dialog then reads
 * them again.
 */
export const CHANGED_SINCE_SHOWN = { settle: 'expected', unsettle: 'expectedVersion', preVoid: 'expected' } as const;

export const settlementSchema = z
  .object({
    settlementId: z.string(),
    marketId: z.string(),
    version: z.number().int(),
    status: z.enum(['live', 'rolledBack']),
    label: z.string(),
    voidFactor: z.number(),
    deduction: z.number().int(),
    ...settlementTotals,
    settledBy: z.string(),
    settledAt: z.string(),
    rolledBackBy: z.string().nullable(),
    rolledBackAt: z.string().nullable(),
    rollbackReason: z.string().nullable(),
  })
  .loose();
export type Settlement = z.infer<typeof settlementSchema>;

/** A bet of a market as the void lists show it, with what settlement gave it. */
export const resultBetSchema = z
  .object({
    betId: z.string(),
    punter: z.string(),
    ...betLineFields,
    status: z.enum(['matched', 'settled', 'voided']),
    placedAt: z.string(),
    pnl: z.number().int().nullable(),
    deduction: z.number().int().nullable(),
    /** The runners tied in the dead heat this bet's runner was in (null or 1: none): the bet settled on deadHeatPlaces / deadHeat of its stake. */
    deadHeat: z.number().int().nullable(),
    /** The places those tied runners shared (a Place market's dead heat; null or 1: the stake divided by deadHeat). */
    deadHeatPlaces: z.number().int().nullable().optional(),
    voidFactor: z.number().nullable(),
    /**
     * An open bet of a runner market: what its settlement will do to it, as the exchange prices it now (the
     * pricing settlement uses). `nonRunner`: its runner was withdrawn (its selection removed), so it will be
     * void; else `deduction`: the Rule 4 its winnings will lose, pence in the pound (0: none), from the
     * withdrawals recorded after it was struck. Absent on settled and voided bets (what settlement did is
     * above) and on line markets.
     */
    atSettlement: z.object({ nonRunner: z.boolean(), deduction: z.number().int() }).optional(),
  })
  .loose();
export type ResultBet = z.infer<typeof resultBetSchema>;

/** A void's outcome: `rolledBackVersion` is the settlement rolled back first (a settled market), `resettledVersion` the one that replaced it (a post-void). */
export const voidDoneSchema = z
  .object({ voided: z.number().int(), rolledBackVersion: z.number().int().nullable(), resettledVersion: z.number().int().nullable(), accounts: z.number().int() })
  .loose();

export { marketIdInputSchema as marketInputSchema } from './catalogue-common';
export const reasonSchema = z.string().trim().min(3, 'Reason: say why (at least 3 characters); it is kept in the audit.').max(500, 'Reason: at most 500 characters.');
const isoTime = z.iso.datetime({ offset: true, message: 'A date and time.' });
export const windowSchema = z.strictObject({ marketId: catalogueIdSchema, from: isoTime, to: isoTime });

/**
 * The bets a pre-void of a window would void, as its list shows them: the first struck (at most the list's
 * limit, 500), and `recordsTotal`, how many the window holds in all, which is what the pre-void voids.
 * `maxSeq` is the highest bet number among them (0: none): bets are numbered as they are struck, so a bet
 * struck into the window since raises it, and one voided since lowers the count.
 */
export const betsInWindowSchema = z
  .object({ data: z.array(resultBetSchema), recordsTotal: z.number().int().min(0), maxSeq: z.number().int().min(0) })
  .loose();
export type BetsInWindow = z.infer<typeof betsInWindowSchema>;

/**
 * What the user confirmed in the pre-void dialog, as the window's list answered it: how many bets and the
 * last one's number. The exchange refuses the pre-void (409, its words under `expected`) when the window's
 * bets are no longer those, so no bet is voided unseen.
 */
export const preVoidExpectationSchema = z.strictObject({ count: z.number().int().min(0), maxSeq: z.number().int().min(0) });
export type PreVoidExpectation = z.infer<typeof preVoidExpectationSchema>;

/** The expectation a pre-void carries for the window's bets the user was shown. */
export const preVoidExpectationOf = (window: BetsInWindow): PreVoidExpectation => ({ count: window.recordsTotal, maxSeq: window.maxSeq });

export const preVoidInputSchema = windowSchema.extend({ reason: reasonSchema, expected: preVoidExpectationSchema });

export const settleInputSchema = z.strictObject({ marketId: catalogueIdSchema, expected: settleExpectationSchema });
/** `expectedVersion`: the live settlement the dialog showed; another one live (or none) is refused with 409. */
export const unsettleInputSchema = z.strictObject({ marketId: catalogueIdSchema, reason: reasonSchema, expectedVersion: z.number().int().min(1) });
