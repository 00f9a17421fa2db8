import { z } from 'zod';
import type { PermissionKey } from '../permissions';
import type { SpecCallId } from '../spec/calls';
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

type Call = { path: string; spec: readonly SpecCallId[] };
type Writes<S extends z.ZodType> = Parameters<typeof save<S, z.ZodType>>[0]['writes'];

/**
 * One level of the tree (sports, competitions or events) and its four calls: the list (any catalogue
 * change makes it stale), the save of one record (a create adds to the level), the delete with everything
 * below, and the on/off switch. `access` guards the three changes; the list is the catalogue screen's.
 */
const level = <
  const K extends CatalogueTag,
  const N extends string,
  R extends z.ZodType,
  S extends z.ZodType<{ _id?: string | undefined }>,
  F extends z.ZodRawShape,
>(
  kind: K,
  name: N,
  def: { row: R; access: PermissionKey; list: Call & { filters: F }; save: Call & { input: S; writes?: Writes<S> }; delete: Call; setActive: Call },
) => {
  const { row, access } = def;
  const ops = {
    list: pagedList({ ...def.list, access: 'exchangeManagement', reads: CATALOGUE_TAGS, row }),
    save: save({ ...def.save, access, writes: def.save.writes ?? (({ _id }) => [entityTag(kind, _id)]), output: row }),
    delete: remove({ ...def.delete, access, input: idInputSchema, writes: ({ _id }) => withBelow(kind, _id) }),
    setActive: statusChange({ ...def.setActive, access, input: activeInputSchema, writes: ({ _id }) => withBelow(kind, _id), output: row }),
  };
  return { [kind]: ops.list, [`save${name}`]: ops.save, [`delete${name}`]: ops.delete, [`set${name}Active`]: ops.setActive } as {
    [P in K]: typeof ops.list;
  } & { [P in `save${N}`]: typeof ops.save } & { [P in `delete${N}`]: typeof ops.delete } & { [P in `set${N}Active`]: typeof ops.setActive };
};

/** Sports (event types), competitions (tournaments) and events: browse, add, update, delete, switch on/off. */
export const catalogue = area('catalogue', {
  ...level('sports', 'Sport', {
    row: sportSchema,
    access: 'addSport',
    list: { path: '/event-types', spec: ['catalogue.eventTypes', 'active.eventTypeOnOffList'], filters: { active: activeFilter } },
    save: { path: '/event-type/save', spec: ['catalogue.addSport', 'catalogue.updateSport'], input: saveSportInputSchema },
    delete: { path: '/event-type/delete', spec: ['catalogue.deleteSport'] },
    setActive: { path: '/event-type/active', spec: ['active.eventType'] },
  }),
  ...level('competitions', 'Competition', {
    row: competitionSchema,
    access: 'addTournament',
    list: {
      path: '/competitions',
      spec: ['catalogue.competitions', 'active.competitionOnOffList'],
      filters: { sportId: catalogueIdSchema.optional(), active: activeFilter },
    },
    save: { path: '/competition/save', spec: ['catalogue.addCompetition', 'catalogue.updateCompetition'], input: saveCompetitionInputSchema },
    delete: { path: '/competition/delete', spec: ['catalogue.deleteCompetition'] },
    setActive: { path: '/competition/active', spec: ['active.competition'] },
  }),
  ...level('events', 'Event', {
    row: eventSchema,
    access: 'addEvent',
    list: {
      path: '/events',
      spec: ['catalogue.events', 'active.eventOnOffList'],
      filters: { sportId: catalogueIdSchema.optional(), competitionId: catalogueIdSchema.optional(), active: activeFilter },
    },
    save: {
      path: '/event/save',
      spec: ['catalogue.addEvent', 'catalogue.updateEvent'],
      input: saveEventInputSchema,
      // A new event may bring its sport's auto markets with it.
      writes: ({ _id }) => (_id === undefined ? ['events', 'markets'] : [entityTag('events', _id)]),
    },
    delete: { path: '/event/delete', spec: ['catalogue.deleteEvent'] },
    setActive: { path: '/event/active', spec: ['active.event'] },
  }),
});
