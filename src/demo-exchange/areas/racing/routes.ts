import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { racingCard, withdrawRunner } from './card';

const op = contract.racing;

export const racingRoutes = routeMap(
  readRoute(op.card, (db, input) => racingCard(db, input.marketId)),
  auditedCommand(op.withdraw, 'racing.withdraw', (input, ctx) => {
    const { before, after, runner, deduction } = withdrawRunner(ctx.db, input.marketId, input.selectionId, input.price, currentUser(ctx).userName);
    return {
      data: after,
      targetId: input.selectionId,
      before: { runner, totalDeduction: before.totalDeduction },
      after: { runner, price: input.price, deduction, totalDeduction: after.totalDeduction },
      message: `${runner} withdrawn: Rule 4 deduction ${deduction}p (total ${after.totalDeduction}p).`,
    };
  }),
);
