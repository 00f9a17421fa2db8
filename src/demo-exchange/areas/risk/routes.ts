import { contract } from '@shared/contract';
import { auditedCommand } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { alertState, saveThreshold } from './alerts';
import { activityOf } from './activity';
import { unsettledBets, userBets } from './bets';
import { marketBookOf } from './market-book';
import { suspendFromRisk } from './suspend-market';
import { riskMarkets } from './markets';
import { agentProfitLoss, traderProfitLoss } from './profit-loss';
import { reportViewsOf, saveReportView } from './report-views';
import { accountStatement } from './statement';
import { chainOfUser, changeStatus, searchAccounts } from './users';

const op = contract.risk;

export const riskRoutes = routeMap(
  route(op.accountStatement, (input, ctx) => ({ data: accountStatement(ctx.db, input.userName, input) })),
  route(op.marketList, (input, ctx) => ({ data: riskMarkets(ctx.db, input) })),
  route(op.userBets, (input, ctx) => ({ data: userBets(ctx.db, input) })),
  route(op.userInfoSearch, (input, ctx) => ({ data: searchAccounts(ctx.db, input) })),
  route(op.parentOfUser, (input, ctx) => ({ data: chainOfUser(ctx.db, input.userName) })),
  auditedCommand(op.userStatus, 'account.status', (input, ctx) => {
    const { before, after } = changeStatus(ctx.db, input.userName, input.status, input.reason);
    return {
      data: after,
      targetId: after.accountId,
      before: { userName: before.userName, status: before.status },
      after: { userName: after.userName, status: after.status, reason: input.reason },
      message: `${after.userName} is now ${after.status === 'bettingLocked' ? 'locked from betting' : after.status}.`,
    };
  }),
  route(op.activityList, (input, ctx) => ({ data: activityOf(ctx.db, input.userName) })),
  route(op.agentProfitLoss, (input, ctx) => ({ data: agentProfitLoss(ctx.db, input) })),
  route(op.traderUnsettledBets, (input, ctx) => ({ data: unsettledBets(ctx.db, input) })),
  route(op.traderProfitLoss, (input, ctx) => ({ data: traderProfitLoss(ctx.db, input.family) })),
  auditedCommand(op.suspendMarket, 'market.status', (input, ctx) => {
    const { before, name } = suspendFromRisk(ctx.db, input.marketId);
    return { data: { marketId: input.marketId, status: 'suspended' as const }, targetId: input.marketId, before: { status: before }, after: { status: 'suspended', from: 'risk' }, message: `${name} suspended.` };
  }),
  route(op.marketBook, (input, ctx) => ({ data: marketBookOf(ctx.db, input.marketId) })),
  route(op.alertState, (_input, ctx) => ({ data: alertState(ctx.db, currentUser(ctx)._id) })),
  route(op.saveAlertThreshold, (input, ctx) => ({ data: saveThreshold(ctx.db, currentUser(ctx)._id, input), message: input.amount === null ? 'Threshold removed.' : 'Threshold saved.' })),
  route(op.reportViews, (_input, ctx) => ({ data: reportViewsOf(ctx.db, currentUser(ctx)) })),
  auditedCommand(op.saveReportView, 'report.view', (input, ctx) => {
    const view = saveReportView(ctx.db, currentUser(ctx), input);
    return { data: view, targetId: String(view.slot), after: { slot: view.slot, name: view.name }, message: `Report view ${view.slot} saved.` };
  }),
);
