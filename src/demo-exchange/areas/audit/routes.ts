import { contract } from '@shared/contract';
import { listAuditActions, queryAuditLog } from './query';
import { route, routeMap } from '../../kit/route';

/** The Audit tab of Operational Logs (needs operationalLogs, checked by the router). */
const list = route(contract.audit.list, (input, ctx) => ({
  data: { ...queryAuditLog(ctx.db, input), actions: listAuditActions(ctx.db) },
}));

export const auditRoutes = routeMap(list);
