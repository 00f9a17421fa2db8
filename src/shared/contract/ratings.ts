import { z } from 'zod';
import { catalogueIdSchema, marketFamilySchema, marketIdInputSchema } from './catalogue-common';
import { command, entityTag, marketCommand, query } from './factories';
import { lastChangeFields } from './fields';
import { area } from './operation';

/** Which ratings a market takes: race for racing, bookmaker for bookmaker markets, general for the rest. */
export const RATING_KINDS = ['general', 'bookmaker', 'race'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];
export const RATING_RANGE = { min: 0, max: 200 } as const;
/** With no default saved, a rating moves at most this much in one save. */
export const BUILT_IN_RATING_STEP = 20;

const step = z.number({ message: 'Limit: 0.5 to 200.' }).min(0.5, 'Limit: 0.5 to 200.').max(200, 'Limit: 0.5 to 200.');

export const ratingBoardSchema = z
  .object({
    marketId: z.string(),
    name: z.string(),
    family: marketFamilySchema,
    kind: z.enum(RATING_KINDS),
    /** How far one save may move a rating: the market's own limit, else the default, else built in. */
    limit: z.object({ maxStep: z.number(), source: z.enum(['market', 'default', 'builtIn']) }),
    selections: z.array(z.object({ selectionId: z.string(), name: z.string(), rating: z.number().nullable(), ...lastChangeFields })),
  })
  .loose();
export type RatingBoard = z.infer<typeof ratingBoardSchema>;

/**
 * Ratings (a trader's strength figure per runner, 0–200, behind the house's prices) and the rating limits
 * that cap how far one save may move a rating. The family's desk flag is checked by the exchange for the
 * market's family (racing and the exchange families: exchangeManagement; bookmaker: bookmakerManagement).
 */
export const ratings = area('ratings', {
  board: query({ path: '/ratings', access: 'marketManagement', spec: [], reads: ['ratings', 'markets'], input: marketIdInputSchema, output: ratingBoardSchema }),
  save: command({
    path: '/ratings/save',
    access: 'marketManagement',
    spec: ['families.ratingsGeneral', 'families.ratingsBookmaker', 'families.ratingsRace'],
    input: z.strictObject({
      marketId: catalogueIdSchema,
      kind: z.enum(RATING_KINDS),
      ratings: z
        .array(
          z.strictObject({
            selectionId: catalogueIdSchema,
            rating: z.number({ message: 'Rating: 0 to 200.' }).min(RATING_RANGE.min, 'Rating: 0 to 200.').max(RATING_RANGE.max, 'Rating: 0 to 200.').multipleOf(0.5, 'Rating: in steps of 0.5.'),
          }),
        )
        .min(1, 'Rate at least one runner.')
        .max(100),
    }),
    writes: ({ marketId }) => [entityTag('ratings', marketId)],
    output: ratingBoardSchema,
  }),
  defaultLimit: command({
    path: '/ratings/default-limit',
    access: 'exchangeManagement',
    spec: ['limits.defaultRatingLimit'],
    input: z.strictObject({ maxStep: step }),
    writes: () => ['ratings'],
    output: z.object({ maxStep: z.number() }),
  }),
  marketLimit: marketCommand(['ratings'], {
    path: '/ratings/market-limit',
    access: 'marketManagement',
    spec: ['limits.marketRatingLimit'],
    fields: { maxStep: step.nullable() },
    output: ratingBoardSchema,
  }),
});
