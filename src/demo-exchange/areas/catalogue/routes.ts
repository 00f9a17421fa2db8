import { contract } from '@shared/contract';
import { auditedDelete, auditedSave, auditedSetActive, readRoute } from '../../kit/audited-routes';
import { route, routeMap } from '../../kit/route';
import { createAutoMarkets } from './auto-markets';
import { COMPETITION_LEVEL, saveCompetition } from './competitions';
import { deleteLevel } from './deletion';
import { EVENT_LEVEL, saveEventRow } from './events';
import { CATALOGUE_MESSAGES as M } from './messages';
import { saveSport, SPORT_LEVEL } from './sports';

/** Sports, competitions and events. Every change is audited; deletes and switches name what they touched. */

const { catalogue: op } = contract;

export const catalogueRoutes = routeMap(
  readRoute(op.sports, SPORT_LEVEL.list),
  auditedSave(op.saveSport, 'sport', (input, ctx) => saveSport(ctx.db, input), (sport) => ({ name: sport.name, externalId: sport.externalId })),
  route(op.deleteSport, auditedDelete('sport', (db, id) => deleteLevel(db, 'sport', id))),
  route(op.setSportActive, auditedSetActive('sport', SPORT_LEVEL.get, SPORT_LEVEL.setActive)),

  readRoute(op.competitions, COMPETITION_LEVEL.list),
  auditedSave(op.saveCompetition, 'competition', (input, ctx) => saveCompetition(ctx.db, input), (c) => ({ name: c.name, sportId: c.sportId, country: c.country, externalId: c.externalId })),
  route(op.deleteCompetition, auditedDelete('competition', (db, id) => deleteLevel(db, 'competition', id))),
  route(op.setCompetitionActive, auditedSetActive('competition', COMPETITION_LEVEL.get, COMPETITION_LEVEL.setActive)),

  readRoute(op.events, EVENT_LEVEL.list),
  auditedSave(
    op.saveEvent,
    'event',
    (input, ctx) => {
      const { id, before } = saveEventRow(ctx.db, input);
      const autoMarkets = !before && input.createAutoMarkets ? createAutoMarkets(ctx.db, id) : 0;
      const message = autoMarkets > 0 ? M.savedWithAutoMarkets(autoMarkets) : undefined;
      return { record: EVENT_LEVEL.get(ctx.db, id), id, before, message, note: { autoMarkets } };
    },
    (event) => ({ name: event.name, competitionId: event.competitionId, openDate: event.openDate, country: event.country, inPlayCapable: event.inPlayCapable }),
  ),
  route(op.deleteEvent, auditedDelete('event', (db, id) => deleteLevel(db, 'event', id))),
  route(op.setEventActive, auditedSetActive('event', EVENT_LEVEL.get, EVENT_LEVEL.setActive)),
);
