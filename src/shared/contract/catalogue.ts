import { z } from 'zod';
import {
  activeInputSchema,
  catalogueIdSchema,
  competitionSchema,
  deletedSchema,
  eventSchema,
  externalIdSchema,
  idInputSchema,
  nameSchema,
  pageOf,
  pageRequestSchema,
  sportSchema,
} from './catalogue-common';
import { http } from './operation';

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

/** Sports (event types), competitions (tournaments) and events: browse, add, update, delete, switch on/off. */
export const catalogue = {
  sports: http({
    id: 'catalogue.sports',
    http: { method: 'POST', path: '/event-types' },
    access: 'exchangeManagement',
    input: pageRequestSchema.extend({ active: activeFilter }),
    output: pageOf(sportSchema),
  }),
  saveSport: http({
    id: 'catalogue.saveSport',
    http: { method: 'POST', path: '/event-type/save' },
    access: 'addSport',
    input: saveSportInputSchema,
    output: sportSchema,
    idempotent: true,
  }),
  deleteSport: http({
    id: 'catalogue.deleteSport',
    http: { method: 'POST', path: '/event-type/delete' },
    access: 'addSport',
    input: idInputSchema,
    output: deletedSchema,
  }),
  setSportActive: http({
    id: 'catalogue.setSportActive',
    http: { method: 'POST', path: '/event-type/active' },
    access: 'addSport',
    input: activeInputSchema,
    output: sportSchema,
  }),
  competitions: http({
    id: 'catalogue.competitions',
    http: { method: 'POST', path: '/competitions' },
    access: 'exchangeManagement',
    input: pageRequestSchema.extend({ sportId: catalogueIdSchema.optional(), active: activeFilter }),
    output: pageOf(competitionSchema),
  }),
  saveCompetition: http({
    id: 'catalogue.saveCompetition',
    http: { method: 'POST', path: '/competition/save' },
    access: 'addTournament',
    input: saveCompetitionInputSchema,
    output: competitionSchema,
    idempotent: true,
  }),
  deleteCompetition: http({
    id: 'catalogue.deleteCompetition',
    http: { method: 'POST', path: '/competition/delete' },
    access: 'addTournament',
    input: idInputSchema,
    output: deletedSchema,
  }),
  setCompetitionActive: http({
    id: 'catalogue.setCompetitionActive',
    http: { method: 'POST', path: '/competition/active' },
    access: 'addTournament',
    input: activeInputSchema,
    output: competitionSchema,
  }),
  events: http({
    id: 'catalogue.events',
    http: { method: 'POST', path: '/events' },
    access: 'exchangeManagement',
    input: pageRequestSchema.extend({
      sportId: catalogueIdSchema.optional(),
      competitionId: catalogueIdSchema.optional(),
      active: activeFilter,
    }),
    output: pageOf(eventSchema),
  }),
  saveEvent: http({
    id: 'catalogue.saveEvent',
    http: { method: 'POST', path: '/event/save' },
    access: 'addEvent',
    input: saveEventInputSchema,
    output: eventSchema,
    idempotent: true,
  }),
  deleteEvent: http({
    id: 'catalogue.deleteEvent',
    http: { method: 'POST', path: '/event/delete' },
    access: 'addEvent',
    input: idInputSchema,
    output: deletedSchema,
  }),
  setEventActive: http({
    id: 'catalogue.setEventActive',
    http: { method: 'POST', path: '/event/active' },
    access: 'addEvent',
    input: activeInputSchema,
    output: eventSchema,
  }),
};
