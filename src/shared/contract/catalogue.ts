import { z } from 'zod';
import {
  activeInputSchema,
  catalogueIdSchema,
  competitionSchema,
  eventSchema,
  externalIdSchema,
  idInputSchema,
  nameSchema,
  sportSchema,
} from './catalogue-common';
import { entityTag, pagedList, remove, save, statusChange } from './factories';
import { area } from './operation';

/** "Active only": the on/off lists can show only what the betting site shows (this level and all above switched on). */
const activeFilter = z.enum(['all', 'on', 'off']).default('all');

export const saveSportInputSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: nameSchema('Sport name'),
  externalId: externalIdSchema.default(null),
});

export const saveCompetitionInputSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  sportId: catalogueIdSchema,
  name: nameSchema('Competition name'),
  country: z.string().trim().max(60).default(''),
  externalId: externalIdSchema.default(null),
});

export const saveEventInputSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  competitionId: catalogueIdSchema,
  name: nameSchema('Event name'),
  openDate: z.iso.datetime({ offset: true, message: 'Open date must be a date and time.' }),
  country: z.string().trim().max(60).default(''),
  inPlayCapable: z.boolean().default(true),
  externalId: externalIdSchema.default(null),
  /** On create: also create the sport's auto markets (and, for cricket, its overs markets). */
  createAutoMarkets: z.boolean().default(true),
});
export type SaveEventInput = z.input<typeof saveEventInputSchema>;

/**
 * Every catalogue list shows its parents' names, whether they are switched on, and counts of what lies
 * below: any change at any level makes each of them stale.
 */
export const CATALOGUE_TAGS = ['sports', 'competitions', 'events', 'markets'] as const;
type CatalogueTag = (typeof CATALOGUE_TAGS)[number];

/**
 * A switch or delete at one level changes what every level below shows (switched on on the site, takes
 * bets, or gone): its own entity, and every kind below it.
 */
const withBelow = (kind: CatalogueTag, id: string) => [
  entityTag(kind, id),
  ...CATALOGUE_TAGS.slice(CATALOGUE_TAGS.indexOf(kind) + 1),
];

type LevelCall = Pick<Parameters<typeof remove>[0], 'path' | 'access' | 'spec'>;

/** Deletes a sport, competition or event with everything below it. */
const deleteLevel = (kind: CatalogueTag, call: LevelCall) =>
  remove({ ...call, input: idInputSchema, writes: ({ _id }) => withBelow(kind, _id) });

/** Switches a sport, competition or event on or off: what the site shows below it changes too. */
const setLevelActive = <O extends z.ZodType>(kind: CatalogueTag, call: LevelCall & { output: O }) =>
  statusChange({ ...call, input: activeInputSchema, writes: ({ _id }) => withBelow(kind, _id) });

/** Sports (event types), competitions (tournaments) and events: browse, add, update, delete, switch on/off. */
export const catalogue = area('catalogue', {
  sports: pagedList({
    path: '/event-types',
    access: 'exchangeManagement',
    spec: ['catalogue.eventTypes', 'active.eventTypeOnOffList'],
    reads: CATALOGUE_TAGS,
    row: sportSchema,
    filters: { active: activeFilter },
  }),
  saveSport: save({
    path: '/event-type/save',
    access: 'addSport',
    spec: ['catalogue.addSport', 'catalogue.updateSport'],
    input: saveSportInputSchema,
    writes: ({ _id }) => [entityTag('sports', _id)],
    output: sportSchema,
    idempotent: true,
  }),
  deleteSport: deleteLevel('sports', { path: '/event-type/delete', access: 'addSport', spec: ['catalogue.deleteSport'] }),
  setSportActive: setLevelActive('sports', { path: '/event-type/active', access: 'addSport', spec: ['active.eventType'], output: sportSchema }),
  competitions: pagedList({
    path: '/competitions',
    access: 'exchangeManagement',
    spec: ['catalogue.competitions', 'active.competitionOnOffList'],
    reads: CATALOGUE_TAGS,
    row: competitionSchema,
    filters: { sportId: catalogueIdSchema.optional(), active: activeFilter },
  }),
  saveCompetition: save({
    path: '/competition/save',
    access: 'addTournament',
    spec: ['catalogue.addCompetition', 'catalogue.updateCompetition'],
    input: saveCompetitionInputSchema,
    writes: ({ _id }) => [entityTag('competitions', _id)],
    output: competitionSchema,
    idempotent: true,
  }),
  deleteCompetition: deleteLevel('competitions', { path: '/competition/delete', access: 'addTournament', spec: ['catalogue.deleteCompetition'] }),
  setCompetitionActive: setLevelActive('competitions', { path: '/competition/active', access: 'addTournament', spec: ['active.competition'], output: competitionSchema }),
  events: pagedList({
    path: '/events',
    access: 'exchangeManagement',
    spec: ['catalogue.events', 'active.eventOnOffList'],
    reads: CATALOGUE_TAGS,
    row: eventSchema,
    filters: { sportId: catalogueIdSchema.optional(), competitionId: catalogueIdSchema.optional(), active: activeFilter },
  }),
  /** A new event may bring its sport's auto markets with it. */
  saveEvent: save({
    path: '/event/save',
    access: 'addEvent',
    spec: ['catalogue.addEvent', 'catalogue.updateEvent'],
    input: saveEventInputSchema,
    writes: ({ _id }) => (_id === undefined ? ['events', 'markets'] : [entityTag('events', _id)]),
    output: eventSchema,
    idempotent: true,
  }),
  deleteEvent: deleteLevel('events', { path: '/event/delete', access: 'addEvent', spec: ['catalogue.deleteEvent'] }),
  setEventActive: setLevelActive('events', { path: '/event/active', access: 'addEvent', spec: ['active.event'], output: eventSchema }),
});
