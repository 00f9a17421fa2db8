import { contract } from '@shared/contract';
import { listCronLogs } from './store';
import { route, routeMap } from '../../kit/route';

/** The Operational Logs screen shows recent runs; older ones stay in the table until retention prunes them. */
export const CRON_LOG_LIST_LIMIT = 200;

const list = route(contract.cronLogs.list, (_input, ctx) => ({ data: listCronLogs(ctx.db, CRON_LOG_LIST_LIMIT) }));

export const cronLogRoutes = routeMap(list);
