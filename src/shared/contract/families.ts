import { z } from 'zod';
import { MARKET_FAMILIES, type MarketFamily } from '../catalogue';
import type { PermissionKey } from '../permissions';
import type { SpecCallId } from '../spec/calls';
import { catalogueIdSchema, marketSchema } from './catalogue-common';
import { marketNavItemSchema } from './navigation';
import { command, entityTag, get, pagedList, query, sequence, statusChange } from './factories';
import { marketDetailSchema } from './markets';
import { area } from './operation';

/** Who manages a family's markets: each family's desk flag; the exchange-side families are Exchange Management's. */
export const FAMILY_PERMISSIONS: Record<MarketFamily, PermissionKey> = {
  fancy: 'fancyManagement',
  bookmaker: 'bookmakerManagement',
  sportsbook: 'sportsBookManagement',
  matchOdds: 'exchangeManagement',
  binary: 'exchangeManagement',
  lottery: 'exchangeManagement',
  virtual: 'exchangeManagement',
  racing: 'exchangeManagement',
};

type FamilyCall = 'eventList' | 'marketList' | 'managerMarkets' | 'details' | 'sequence' | 'status' | 'betDelay' | 'inPlay' | 'popular';
/** One operation serves the call for every family (the family is in the input): the spec's eight calls at once. */
const everyFamily = (call: FamilyCall): SpecCallId[] => MARKET_FAMILIES.map((family) => `families.${family}.${call}` as SpecCallId);

const family = z.enum(MARKET_FAMILIES);
const onMarket = { family, marketId: catalogueIdSchema };
const marketTag = ({ marketId }: { marketId: string }) => [entityTag('markets', marketId)];

/** An event as the family desks list it: its id and name, its sport's and competition's names, when it opens. */
export const familyEventFields = { eventId: z.string(), eventName: z.string(), sportName: z.string(), competitionName: z.string(), openDate: z.string() };

export const familyEventSchema = z.object({ ...familyEventFields, marketCount: z.number().int() }).loose();

/**
 * The calls every market family has (spec §7 "Market families"): its events and markets, the markets
 * assigned to a manager, details, order, status, bet delay, in-play and popular. Access is the family's
 * flag (FAMILY_PERMISSIONS), checked by the exchange for the family in the input; a market of another
 * family is refused.
 */
export const families = area('families', {
  events: pagedList({ path: '/family/events', access: 'marketManagement', spec: everyFamily('eventList'), reads: ['markets', 'events'], row: familyEventSchema, filters: { family } }),
  markets: pagedList({
    path: '/family/markets',
    access: 'marketManagement',
    spec: everyFamily('marketList'),
    reads: ['markets'],
    row: marketSchema,
    filters: { family, eventId: catalogueIdSchema.optional() },
  }),
  /** The markets assigned to the signed-in manager (assigned by an admin with `assignManager`). */
  managerMarkets: query({ path: '/family/manager-markets', access: 'marketManagement', spec: everyFamily('managerMarkets'), reads: ['markets', 'managers'], input: z.strictObject({ family }), output: z.array(marketSchema) }),
  /** Ours: an admin assigns a market to a manager (null: unassigned). */
  assignManager: command({
    path: '/family/assign-manager',
    access: 'marketTraderManagement',
    spec: [],
    input: z.strictObject({ ...onMarket, userId: catalogueIdSchema.nullable() }),
    writes: () => ['managers'],
    output: z.object({ marketId: z.string(), userId: z.string().nullable() }),
  }),
  details: get({ path: '/family/details', access: 'marketManagement', spec: everyFamily('details'), reads: ['markets'], input: z.strictObject(onMarket), output: marketDetailSchema }),
  sequence: sequence({
    path: '/family/sequence',
    access: 'marketManagement',
    spec: everyFamily('sequence'),
    input: z.strictObject({ family, eventId: catalogueIdSchema, marketIds: z.array(catalogueIdSchema).max(500) }),
    writes: ['markets'],
    output: z.array(marketNavItemSchema),
  }),
  status: statusChange({
    path: '/family/status',
    access: 'marketManagement',
    spec: everyFamily('status'),
    input: z.strictObject({ ...onMarket, status: z.enum(['open', 'suspended', 'closed']) }),
    writes: marketTag,
    output: marketDetailSchema,
  }),
  betDelay: command({
    path: '/family/bet-delay',
    access: 'marketManagement',
    spec: everyFamily('betDelay'),
    input: z.strictObject({ ...onMarket, seconds: z.number().int().min(0).max(60).nullable() }),
    writes: marketTag,
    output: marketDetailSchema,
  }),
  inPlay: statusChange({ path: '/family/in-play', access: 'marketManagement', spec: everyFamily('inPlay'), input: z.strictObject({ ...onMarket, inPlay: z.boolean() }), writes: marketTag, output: marketDetailSchema }),
  popular: statusChange({ path: '/family/popular', access: 'marketManagement', spec: everyFamily('popular'), input: z.strictObject({ ...onMarket, popular: z.boolean() }), writes: marketTag, output: marketDetailSchema }),
});
