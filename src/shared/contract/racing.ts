import { z } from 'zod';
import { catalogueIdSchema, marketStatusSchema } from './catalogue-common';
import { command, entityTag, query } from './factories';
import { area } from './operation';

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

const marketInput = z.strictObject({ marketId: catalogueIdSchema });

/**
 * The racing desk (Exchange Management, flag exchangeManagement): a race card of numbered runners, and the
 * withdrawal of a non-runner with its Rule 4 deduction (by its price at withdrawal), stored with the market
 * for settlement.
 */
export const racing = area('racing', {
  card: query({ path: '/racing/card', access: 'exchangeManagement', spec: ['families.racing.bookmakerSelections'], reads: ['racing', 'markets'], input: marketInput, output: racingCardSchema }),
  withdraw: command({
    path: '/racing/withdraw',
    access: 'exchangeManagement',
    spec: ['families.racing.deduction'],
    input: z.strictObject({
      marketId: catalogueIdSchema,
      selectionId: catalogueIdSchema,
      price: z.number({ message: 'Price: decimal odds such as 2.50.' }).min(1.01, 'Price: at least 1.01.').max(1000, 'Price: at most 1000.'),
    }),
    writes: ({ marketId }) => [entityTag('racing', marketId), entityTag('markets', marketId)],
    output: racingCardSchema,
  }),
});
