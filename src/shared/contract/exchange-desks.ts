import { z } from 'zod';
import { catalogueIdSchema, eventIdInputSchema, marketFamilySchema, marketIdInputSchema, marketSchema, marketStatusSchema } from './catalogue-common';
import { command, entityTag, pagedList, query } from './factories';
import { familyEventFields, familyEventSchema } from './families';
import { lastChangeFields } from './fields';
import { effectiveLimitSchema, marketLimitInputSchema } from './limits';
import { area } from './operation';

/** Binary rates and lottery multiples: whole points 1–999 (90 means decimal odds 1.90). */
const points = (label: string) =>
  z.number({ message: `${label}: whole points 1 to 999.` }).int(`${label}: whole points 1 to 999.`).min(1, `${label}: whole points 1 to 999.`).max(999, `${label}: whole points 1 to 999.`);

export const deskPriceSchema = z
  .object({
    marketId: z.string(),
    name: z.string(),
    eventName: z.string(),
    family: marketFamilySchema,
    status: marketStatusSchema,
    runners: z.array(z.object({ selectionId: z.string(), name: z.string(), status: z.string(), back: z.number().int().nullable(), lay: z.number().int().nullable() })),
    ...lastChangeFields,
    /** A result entered and not voided (pending to settled): the market takes no price, and reopens only if the result is voided. */
    resultEntered: z.boolean(),
  })
  .loose();
export type DeskPrice = z.infer<typeof deskPriceSchema>;

export const eventsDataSchema = z
  .object({
    ...familyEventFields,
    families: z.array(z.object({ family: marketFamilySchema, markets: z.number().int(), open: z.number().int() })),
    markets: z.array(z.object({ marketId: z.string(), name: z.string(), family: marketFamilySchema, status: marketStatusSchema })),
  })
  .loose();
export type EventsData = z.infer<typeof eventsDataSchema>;

const onMarket = { marketId: catalogueIdSchema };

/**
 * The exchange-side desks under Exchange Management (flag exchangeManagement): binary and lottery prices,
 * the lottery market limit, and the virtual schedule that the seeded model generates. Status, bet delay and
 * the rest are the families' calls (`families.*`).
 */
export const exchangeDesks = area('exchangeDesks', {
  virtualEvents: pagedList({ path: '/virtual/events', access: 'exchangeManagement', spec: ['catalogue.virtualEvents'], reads: ['markets', 'events'], row: familyEventSchema }),
  virtualMarkets: pagedList({ path: '/virtual/markets', access: 'exchangeManagement', spec: ['catalogue.virtualMarkets'], reads: ['markets'], row: marketSchema, filters: { eventId: catalogueIdSchema.optional() } }),
  lotteryEvents: pagedList({ path: '/lottery/events', access: 'exchangeManagement', spec: ['catalogue.lotteryEvents'], reads: ['markets', 'events'], row: familyEventSchema }),
  lotteryMarkets: pagedList({ path: '/lottery/markets', access: 'exchangeManagement', spec: ['catalogue.lotteryMarkets'], reads: ['markets'], row: marketSchema, filters: { eventId: catalogueIdSchema.optional() } }),
  /** One event's data: its markets by family, open or not. */
  eventsData: query({ path: '/events-data', access: 'exchangeManagement', spec: ['catalogue.eventsData'], reads: ['markets', 'events'], input: eventIdInputSchema, output: eventsDataSchema }),
  /** Ours: the seeded model schedules the next virtual races (one every `everyMinutes`), each with its win market. */
  scheduleVirtual: command({
    path: '/virtual/schedule',
    access: 'exchangeManagement',
    spec: [],
    input: z.strictObject({
      count: z.number({ message: 'Races: 1 to 24.' }).int('Races: 1 to 24.').min(1, 'Races: 1 to 24.').max(24, 'Races: 1 to 24.'),
      everyMinutes: z.number({ message: 'Every: 1 to 60 minutes.' }).int('Every: 1 to 60 minutes.').min(1, 'Every: 1 to 60 minutes.').max(60, 'Every: 1 to 60 minutes.'),
    }),
    writes: () => ['markets', 'events'],
    output: z.object({ created: z.number().int(), seed: z.number().int(), first: z.string().nullable() }),
  }),
  /** Ours: a binary or lottery market's house prices (the spec shows only their status calls). */
  price: query({ path: '/desk/price', access: 'exchangeManagement', spec: [], reads: ['deskPrices', 'markets'], input: marketIdInputSchema, output: deskPriceSchema }),
  /** Ours: a binary market's YES and NO rates in points. */
  saveBinaryPrice: command({
    path: '/binary/price',
    access: 'exchangeManagement',
    spec: [],
    input: z.strictObject({ ...onMarket, yesRate: points('YES rate'), noRate: points('NO rate') }),
    writes: ({ marketId }) => [entityTag('deskPrices', marketId)],
    output: deskPriceSchema,
  }),
  /** Ours: a lottery market's payout on a winning digit, in points (850: a stake of 100 wins 850). */
  saveLotteryPrice: command({
    path: '/lottery/price',
    access: 'exchangeManagement',
    spec: [],
    input: z.strictObject({ ...onMarket, payout: points('Payout') }),
    writes: ({ marketId }) => [entityTag('deskPrices', marketId)],
    output: deskPriceSchema,
  }),
  lotteryLimit: command({
    path: '/lottery/limit',
    access: 'exchangeManagement',
    spec: ['limits.lotteryMarketLimitChange'],
    input: marketLimitInputSchema,
    writes: ({ marketId }) => ['betLimits', entityTag('markets', marketId)],
    output: effectiveLimitSchema,
  }),
});
