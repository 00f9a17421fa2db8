import { contract } from '@shared/contract';
import { hasPermission } from '../../auth/access';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { auditedDelete, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { inTransaction } from '../../db/database';
import { addCommentary, addScoreEntry, listScoreboards } from './scoreboards';
import { deletePlayer, deleteTeam, listPlayers, listTeams, savePlayer, saveTeam } from './teams';

const op = contract.score;

export const scoreRoutes = routeMap(
  readRoute(op.teams, listTeams),
  auditedSave(op.saveTeam, 'team', (input, ctx) => saveTeam(ctx.db, input), ({ name, shortName, sport }) => ({ name, shortName, sport })),
  route(op.deleteTeam, auditedDelete('team', deleteTeam)),
  readRoute(op.players, listPlayers),
  auditedSave(op.savePlayer, 'player', (input, ctx) => savePlayer(ctx.db, input), ({ name, teamId, shirtNumber, role }) => ({ name, teamId, shirtNumber, role })),
  route(op.deletePlayer, auditedDelete('player', deletePlayer)),
  // The score desk and the video walls' tiles both read scores.
  route(op.scores, (_input, ctx) => {
    const user = currentUser(ctx);
    if (!hasPermission(user, 'streamingManagement') && !hasPermission(user, 'videoMonitor')) throw new ApiError(403, MESSAGES.noPermission);
    return { data: listScoreboards(ctx.db) };
  }),
  route(op.addScore, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const { before, after } = addScoreEntry(ctx.db, input);
      ctx.audit({ action: 'score.entry', targetType: 'scoreboard', targetId: input.eventId, before: { summary: before.summary }, after: { eventId: input.eventId, summary: after.summary, entry: after.cricket?.thisOver.at(-1) ?? input.sport } });
      return { data: after, message: after.summary };
    }),
  ),
  route(op.commentary, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const board = addCommentary(ctx.db, input.eventId, input.text);
      ctx.audit({ action: 'score.commentary', targetType: 'scoreboard', targetId: input.eventId, after: { eventId: input.eventId, text: input.text } });
      return { data: board, message: 'Commentary added.' };
    }),
  ),
);
