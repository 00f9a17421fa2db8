import { contract } from '@shared/contract';
import { hasPermission } from '../../auth/access';
import { ApiError } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { auditedCommand, auditedDelete, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
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
  auditedCommand(op.addScore, 'score.entry', (input, ctx) => {
    const { before, after } = addScoreEntry(ctx.db, input);
    const entry = after.cricket?.thisOver.at(-1) ?? (input.sport === 'football' ? `${input.incident} ${input.side}` : '');
    return { data: after, targetId: input.eventId, before: { summary: before.summary }, after: { eventId: input.eventId, summary: after.summary, entry }, message: after.summary };
  }),
  auditedCommand(op.commentary, 'score.commentary', (input, ctx) => ({
    data: addCommentary(ctx.db, input.eventId, input.text),
    targetId: input.eventId,
    after: { eventId: input.eventId, text: input.text },
    message: 'Commentary added.',
  })),
);
