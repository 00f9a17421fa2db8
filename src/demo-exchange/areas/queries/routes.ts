import { queries as op } from '@shared/contract/queries';
import { auditedCommand } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { listQueries, openQuery, respondToQuery } from './queries';

/** The punter-queries desk (resolveQuery): the queue, a new query, an answer or a status change, each audited. */
export const queryRoutes = routeMap(
  route(op.list, (input, ctx) => ({ data: listQueries(ctx.db, input) })),
  auditedCommand(op.open, 'query.open', (input, ctx) => {
    const query = openQuery(ctx.db, input);
    return { data: query, targetId: query.queryId, before: null, after: { userName: query.userName, subject: query.subject }, message: 'Query recorded.' };
  }),
  auditedCommand(op.respond, 'query.respond', (input, ctx) => {
    const { before, after } = respondToQuery(ctx.db, input, currentUser(ctx).userName);
    return { data: after, targetId: after.queryId, before: { status: before.status }, after: { status: after.status, answer: after.answer }, message: `Query ${after.status}.` };
  }),
);
