import { z } from 'zod';
import { catalogueIdSchema, eventIdInputSchema, marketIdInputSchema, marketStatusSchema } from './catalogue-common';
import { command, entityTag, query } from './factories';
import { area } from './operation';

/** What happened on a delivery, as a scorer keys it: runs off it, a wicket, and whether it was a wide or a no-ball. */
export const DELIVERY_EXTRAS = ['none', 'wide', 'noBall'] as const;

/**
 * One entry of the ball-by-ball feed: `bowl` (the ball is live: the event's open fancy markets go to ball
 * running), `deliver` (what the ball did: it is recorded and the markets the ball stopped open again) or
 * `dead` (a dead ball: the markets open again, nothing is recorded).
 */
export const ballEntrySchema = z
  .strictObject({
    eventId: catalogueIdSchema,
    action: z.enum(['bowl', 'deliver', 'dead']),
    runs: z.number({ message: 'Runs: a whole number 0 to 7.' }).int('Runs: a whole number 0 to 7.').min(0, 'Runs: a whole number 0 to 7.').max(7, 'Runs: a whole number 0 to 7.').default(0),
    wicket: z.boolean().default(false),
    extra: z.enum(DELIVERY_EXTRAS).default('none'),
  })
  .refine((e) => e.action === 'deliver' || (e.runs === 0 && !e.wicket && e.extra === 'none'), { message: 'Only a delivery has runs, a wicket or an extra.', path: ['runs'] });
export type BallEntry = z.input<typeof ballEntrySchema>;

export const deliverySchema = z.object({
  seq: z.number().int(),
  /** "3.2": the second legal ball of the fourth over (wides and no-balls do not count). */
  ball: z.string(),
  runs: z.number().int(),
  wicket: z.boolean(),
  extra: z.enum(DELIVERY_EXTRAS),
  /** As a scorecard writes it: "4", "W", "1wd", "nb". */
  label: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const ballStateSchema = z
  .object({
    eventId: z.string(),
    /** A ball is live: the markets it stopped are in ball running until it is delivered or dead. */
    ballRunning: z.boolean(),
    /** The fancy markets the live ball put into ball running (they open again after it). */
    runningMarketIds: z.array(z.string()),
    runs: z.number().int(),
    wickets: z.number().int(),
    /** Overs bowled, "3.2". */
    overs: z.string(),
    recent: z.array(deliverySchema),
  })
  .loose();
export type BallState = z.infer<typeof ballStateSchema>;

export const fancyOddsSchema = z.object({
  marketId: z.string(),
  name: z.string(),
  status: marketStatusSchema,
  noLine: z.number().int().nullable(),
  yesLine: z.number().int().nullable(),
  /** Decimal odds of the quote: YES at rate r pays 1 + r / 100; NO at rate r pays 1 + 100 / r. */
  noOdds: z.number().nullable(),
  yesOdds: z.number().nullable(),
  /** The line's fair value (the quote's mid-line, leaned by its rates); null without a quote. */
  fairValue: z.number().nullable(),
});
export type FancyOdds = z.infer<typeof fancyOddsSchema>;

/**
 * In play on the fancy desk (flag fancyManagement): the ball-by-ball feed that drives BALL_RUNNING, the
 * event's fancy odds and the fair value of a line market. Each ball entry is audited and pushed to the live
 * feed (every monitor window sees the markets stop and open again).
 */
export const fancyPlay = area('fancyPlay', {
  ball: command({
    path: '/fancy/ball-by-ball',
    access: 'fancyManagement',
    spec: ['families.fancy.ballByBall'],
    input: ballEntrySchema,
    writes: ({ eventId }) => [entityTag('deliveries', eventId), 'fancy', 'markets'],
    output: ballStateSchema,
  }),
  /** Ours: the scorer's view of the feed (score, overs, recent balls, whether a ball is live). */
  balls: query({ path: '/fancy/ball-by-ball/state', access: 'fancyManagement', spec: [], reads: ['deliveries'], input: eventIdInputSchema, output: ballStateSchema }),
  odds: query({ path: '/fancy/odds', access: 'fancyManagement', spec: ['families.fancy.odds'], reads: ['fancy', 'markets'], input: eventIdInputSchema, output: z.array(fancyOddsSchema) }),
  fairValue: query({
    path: '/fancy/fair-value',
    access: 'fancyManagement',
    spec: ['families.lineMarketFairValue'],
    reads: ['fancy'],
    input: marketIdInputSchema,
    output: z.object({ marketId: z.string(), fairValue: z.number().nullable(), basis: z.string() }),
  }),
});
