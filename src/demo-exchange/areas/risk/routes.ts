import { contract } from '@shared/contract';
import { route, routeMap } from '../../kit/route';
import { accountStatement } from './statement';

const op = contract.risk;

export const riskRoutes = routeMap(route(op.accountStatement, (input, ctx) => ({ data: accountStatement(ctx.db, input.userName, input.start, input.length) })));
