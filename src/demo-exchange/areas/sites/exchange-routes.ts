import { contract } from '@shared/contract';
import { auditedCommand, auditedSave, readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { deleteExchange, exchangeNames, getExchange, listExchanges, saveExchange, shownExchange } from './exchanges';
import { changeProjectStatus, deleteProject, getProject, listProjects, saveProject, shownProject } from './projects';

const DELETED = { deleted: true as const };
const shownRecord = shownExchange;

export const exchangeRoutes = routeMap(
  readRoute(contract.exchanges.list, listExchanges),
  auditedSave(contract.exchanges.add, 'siteExchange', (input, ctx) => saveExchange(ctx.db, input), shownRecord),
  readRoute(contract.exchanges.get, (db, input) => getExchange(db, input._id)),
  auditedSave(contract.exchanges.update, 'siteExchange', (input, ctx) => saveExchange(ctx.db, input), shownRecord),
  auditedCommand(contract.exchanges.delete, 'siteExchange.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteExchange(ctx.db, input._id), message: 'Exchange deleted.' })),
  readRoute(contract.exchanges.names, (db) => exchangeNames(db)),

  readRoute(contract.projects.list, listProjects),
  auditedSave(contract.projects.add, 'project', (input, ctx) => saveProject(ctx.db, input), shownProject),
  auditedSave(contract.projects.edit, 'project', (input, ctx) => saveProject(ctx.db, input), shownProject),
  auditedCommand(contract.projects.delete, 'project.delete', (input, ctx) => ({ data: DELETED, targetId: input._id, before: deleteProject(ctx.db, input._id), message: 'Project deleted.' })),
  // Not one transaction: each exchange's change stands on its own, with its own audit row.
  route(contract.projects.changeStatus, (input, ctx) => {
    currentUser(ctx);
    const { name } = getProject(ctx.db, input._id);
    const result = changeProjectStatus(ctx.db, input._id, input.status, input.exchangeIds, (exchange, before, after, refused) =>
      ctx.audit({ action: 'project.status', targetType: 'project', targetId: input._id, before: { name, exchange, status: before }, after: { name, exchange, status: after, refused } }),
    );
    const message =
      result.failed === 0 ? `Now ${input.status} on ${result.applied} exchanges.` : `Applied on ${result.applied} of ${result.outcomes.length} exchanges; ${result.failed} refused.`;
    return { data: result, message };
  }),
);
