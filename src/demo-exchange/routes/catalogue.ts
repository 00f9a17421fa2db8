import { contract } from '@shared/contract';
import { createAutoMarkets } from '../catalogue/auto-markets';
import { getCompetition, listCompetitions, saveCompetition, setCompetitionActive } from '../catalogue/competitions';
import { deleteLevel } from '../catalogue/deletion';
import { getEvent, listEvents, saveEventRow, setEventActive } from '../catalogue/events';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { getSport, listSports, saveSport, setSportActive } from '../catalogue/sports';
import { inTransaction } from '../db/database';
import { route, routeMap } from './route';

/** Sports, competitions and events. Every change is audited; deletes and switches name what they touched. */

const sports = route(contract.catalogue.sports, (input, ctx) => ({ data: listSports(ctx.db, input) }));

const saveSportRoute = route(contract.catalogue.saveSport, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { sport, before } = saveSport(ctx.db, input);
    ctx.audit({ action: before ? 'sport.update' : 'sport.create', targetType: 'sport', targetId: sport._id, before, after: { name: sport.name, externalId: sport.externalId } });
    return { data: sport, message: M.saved };
  }),
);

const deleteSport = route(contract.catalogue.deleteSport, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = deleteLevel(ctx.db, 'sport', input._id);
    ctx.audit({ action: 'sport.delete', targetType: 'sport', targetId: input._id, before });
    return { data: { deleted: true as const }, message: M.deleted };
  }),
);

const setSportActiveRoute = route(contract.catalogue.setSportActive, (input, ctx) => {
  const before = getSport(ctx.db, input._id).active;
  const sport = setSportActive(ctx.db, input._id, input.active);
  ctx.audit({ action: 'sport.active', targetType: 'sport', targetId: sport._id, before: { active: before }, after: { active: sport.active } });
  return { data: sport, message: M.saved };
});

const competitions = route(contract.catalogue.competitions, (input, ctx) => ({ data: listCompetitions(ctx.db, input) }));

const saveCompetitionRoute = route(contract.catalogue.saveCompetition, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { competition, before } = saveCompetition(ctx.db, input);
    ctx.audit({
      action: before ? 'competition.update' : 'competition.create',
      targetType: 'competition',
      targetId: competition._id,
      before,
      after: { name: competition.name, sportId: competition.sportId, country: competition.country, externalId: competition.externalId },
    });
    return { data: competition, message: M.saved };
  }),
);

const deleteCompetition = route(contract.catalogue.deleteCompetition, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = deleteLevel(ctx.db, 'competition', input._id);
    ctx.audit({ action: 'competition.delete', targetType: 'competition', targetId: input._id, before });
    return { data: { deleted: true as const }, message: M.deleted };
  }),
);

const setCompetitionActiveRoute = route(contract.catalogue.setCompetitionActive, (input, ctx) => {
  const before = getCompetition(ctx.db, input._id).active;
  const competition = setCompetitionActive(ctx.db, input._id, input.active);
  ctx.audit({ action: 'competition.active', targetType: 'competition', targetId: competition._id, before: { active: before }, after: { active: competition.active } });
  return { data: competition, message: M.saved };
});

const events = route(contract.catalogue.events, (input, ctx) => ({ data: listEvents(ctx.db, input) }));

const saveEvent = route(contract.catalogue.saveEvent, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { id, before } = saveEventRow(ctx.db, input);
    const autoMarkets = !before && input.createAutoMarkets ? createAutoMarkets(ctx.db, id) : 0;
    const event = getEvent(ctx.db, id);
    ctx.audit({
      action: before ? 'event.update' : 'event.create',
      targetType: 'event',
      targetId: id,
      before,
      after: { name: event.name, competitionId: event.competitionId, openDate: event.openDate, country: event.country, inPlayCapable: event.inPlayCapable, autoMarkets },
    });
    return { data: event, message: autoMarkets > 0 ? `Saved, with ${autoMarkets} auto market${autoMarkets === 1 ? '' : 's'}.` : M.saved };
  }),
);

const deleteEvent = route(contract.catalogue.deleteEvent, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const before = deleteLevel(ctx.db, 'event', input._id);
    ctx.audit({ action: 'event.delete', targetType: 'event', targetId: input._id, before });
    return { data: { deleted: true as const }, message: M.deleted };
  }),
);

const setEventActiveRoute = route(contract.catalogue.setEventActive, (input, ctx) => {
  const before = getEvent(ctx.db, input._id).active;
  const event = setEventActive(ctx.db, input._id, input.active);
  ctx.audit({ action: 'event.active', targetType: 'event', targetId: event._id, before: { active: before }, after: { active: event.active } });
  return { data: event, message: M.saved };
});

export const catalogueRoutes = routeMap(
  sports,
  saveSportRoute,
  deleteSport,
  setSportActiveRoute,
  competitions,
  saveCompetitionRoute,
  deleteCompetition,
  setCompetitionActiveRoute,
  events,
  saveEvent,
  deleteEvent,
  setEventActiveRoute,
);
