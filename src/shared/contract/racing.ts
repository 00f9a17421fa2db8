import { z } from 'zod';
import { catalogueIdSchema, marketIdInputSchema, marketStatusSchema } from './catalogue-common';
import { command, entityTag, pagedList, query, save } from './factories';
import { area } from './operation';

/** A non-runner's price at withdrawal, which its Rule 4 deduction comes from. */
export const withdrawPriceSchema = z.number({ message: 'Price: decimal odds such as 2.50.' }).min(1.01, 'Price: at least 1.01.').max(1000, 'Price: at most 1000.');

export const racingCardSchema = z
  .object({
    marketId: z.string(),
    name: z.string(),
    eventName: z.string(),
    status: marketStatusSchema,
    runners: z.array(
      z.object({
        selectionId: z.string(),
        number: z.number().int(),
        name: z.string(),
        status: z.string(),
        withdrawn: z.object({ price: z.number(), deduction: z.number().int(), at: z.string(), by: z.string().nullable() }).nullable(),
      }),
    ),
    /** Rule 4 on winning bets of this market, pence per pound: the withdrawals' sum, at most 90. */
    totalDeduction: z.number().int(),
  })
  .loose();
export type RacingCard = z.infer<typeof racingCardSchema>;

const name = (label: string, max: number) => z.string({ message: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label}: at most ${max} characters.`);

export const racingSelectionRowSchema = z
  .object({ selectionId: z.string(), name: z.string(), status: z.string(), marketId: z.string(), marketName: z.string(), eventId: z.string(), eventName: z.string(), course: z.string(), openDate: z.string() })
  .loose();

/** A race as the racing desk picks it: the event, its course and off time, and its racing markets in the race's order (Win, then Place). */
export const racingRaceRowSchema = z
  .object({
    eventId: z.string(),
    eventName: z.string(),
    course: z.string(),
    openDate: z.string(),
    markets: z.array(z.object({ marketId: z.string(), name: z.string(), status: marketStatusSchema })),
  })
  .loose();
export type RacingRaceRow = z.infer<typeof racingRaceRowSchema>;

export const createRaceInputSchema = z.strictObject({
  /** The meeting (the competition under horse racing), created if new: "Ascot". */
  course: name('Course', 80),
  /** The race: "14:30 Ascot Handicap". */
  name: name('Race name', 120),
  offTime: z.iso.datetime({ offset: true, message: 'Off time: a date and time.' }),
});

export const createRaceMarketInputSchema = z
  .strictObject({
    eventId: catalogueIdSchema,
    type: z.enum(['WIN', 'PLACE']),
    runners: z.array(name('Runner', 60)).min(2, 'Runners: at least 2, one a line.').max(40, 'Runners: at most 40.'),
  })
  .refine((v) => new Set(v.runners.map((r) => r.toLowerCase())).size === v.runners.length, { message: 'Runners: each name once.', path: ['runners'] });

/**
 * The racing desk (Exchange Management, flag exchangeManagement): a race card of numbered runners, and the
 * withdrawal of a non-runner with its Rule 4 deduction (by its price at withdrawal), from every market of its
 * race where it runs (each stores its own, for settlement); refused once one of them has a result.
 */
export const racing = area('racing', {
  card: query({ path: '/racing/card', access: 'exchangeManagement', spec: ['families.racing.bookmakerSelections'], reads: ['racing', 'markets'], input: marketIdInputSchema, output: racingCardSchema }),
  withdraw: command({
    path: '/racing/withdraw',
    access: 'exchangeManagement',
    spec: ['families.racing.deduction'],
    input: z.strictObject({
      marketId: catalogueIdSchema,
      selectionId: catalogueIdSchema,
      price: withdrawPriceSchema,
    }),
    // A non-runner is withdrawn from every market of its race where it runs (the Place market too), which the
    // input does not name: every market's answers go stale, not the chosen one's alone; each market's punters
    // are reserved again, so money screens go stale too.
    writes: ({ marketId }) => [entityTag('racing', marketId), 'markets', 'money'],
    output: racingCardSchema,
  }),
  /** A race: an event under horse racing, at its course (the meeting), starting at its off time. */
  createEvent: save({
    path: '/racing/event',
    access: 'exchangeManagement',
    spec: ['families.racing.createEvent'],
    input: createRaceInputSchema,
    writes: () => ['events', 'racing'],
    output: z.object({ eventId: z.string(), name: z.string(), course: z.string(), openDate: z.string() }),
  }),
  /** A race's win or place market with its numbered runners (in the order given). */
  createMarket: save({
    path: '/racing/market',
    access: 'exchangeManagement',
    spec: ['families.racing.createMarket'],
    input: createRaceMarketInputSchema,
    writes: () => ['markets', 'racing'],
    output: racingCardSchema,
  }),
  /**
   * The races (events with a racing market) by off time, the earliest first, each with its markets: paged by
   * races, not markets, so a race's Win and Place markets always come on the same page. The racing event list
   * of the specification, as the racing desk's race picker needs it (the family's `families.events` counts a
   * race's markets; this names them). Searched by race or course.
   */
  races: pagedList({ path: '/racing/races', access: 'exchangeManagement', spec: ['families.racing.eventList'], reads: ['racing', 'markets', 'events', 'competitions'], row: racingRaceRowSchema }),
  /** Runners of every race by name (at least two letters), newest races first. */
  selections: pagedList({ path: '/racing/selections', access: 'exchangeManagement', spec: ['catalogue.racingSelectionSearch'], reads: ['racing', 'markets'], row: racingSelectionRowSchema }),
});
