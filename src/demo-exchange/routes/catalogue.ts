import { contract } from '@shared/contract';
import { createAutoMarkets } from '../catalogue/auto-markets';
import { getCompetition, listCompetitions, saveCompetition, setCompetitionActive } from '../catalogue/competitions';
import { deleteLevel } from '../catalogue/deletion';
import { getEvent, listEvents, saveEventRow, setEventActive } from '../catalogue/events';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { getSport, listSports, saveSport, setSportActive } from '../catalogue/sports';
import { pagingOf } from '../catalogue/sql';
import { inTransaction } from '../db/database';
import { auditedDelete, auditedSetActive } from './catalogue-handlers';
import { route, routeMap } from './route';

/** Sports, competitions and events. Every change is audited; deletes and switches name what they touched. */

const sports = route(contract.catalogue.sports, (input, ctx) => ({ data: listSports(ctx.db, pagingOf(input)) }));

const saveSportRoute = route(contract.catalogue.saveSport, (input, ctx) =>
  inTransaction(ctx.db, () => {
    const { sport, before } = saveSport(ctx.db, input);
    ctx.audit({ action: before ? 'sport.update' : 'sport.create', targetType: 'sport', targetId: sport._id, before, after: { name: sport.name, externalId: sport.externalId } });
    return { data: sport, message: M.saved };
  }),
);

const deleteSport = route(contract.catalogue.deleteSport, auditedDelete('sport', (db, id) => deleteLevel(db, 'sport', id)));

const setSportActiveRoute = route(contract.catalogue.setSportActive, auditedSetActive('sport', getSport, setSportActive));

const competitions = route(contract.catalogue.competitions, (input, ctx) => ({ data: listCompetitions(ctx.db, pagingOf(input)) }));

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

const deleteCompetition = route(contract.catalogue.deleteCompetition, auditedDelete('competition', (db, id) => deleteLevel(db, 'competition', id)));

const setCompetitionActiveRoute = route(contract.catalogue.setCompetitionActive, auditedSetActive('competition', getCompetition, setCompetitionActive));

const events = route(contract.catalogue.events, (input, ctx) => ({ data: listEvents(ctx.db, pagingOf(input)) }));

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

const deleteEvent = route(contract.catalogue.deleteEvent, auditedDelete('event', (db, id) => deleteLevel(db, 'event', id)));

const setEventActiveRoute = route(contract.catalogue.setEventActive, auditedSetActive('event', getEvent, setEventActive));

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
