import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { ballState, enterBall } from './ball-by-ball';
import { fancyFairValue, fancyOdds } from './odds';

const op = contract.fancyPlay;

const MESSAGES = { bowl: 'Ball running.', deliver: 'Ball recorded: markets open.', dead: 'Dead ball: markets open.' } as const;

export const fancyPlayRoutes = routeMap(
  auditedCommand(op.ball, 'fancy.ball', (input, ctx) => {
    const { before, after, changed } = enterBall(ctx.db, input, currentUser(ctx).userName);
    const last = after.recent[0];
    return {
      data: after,
      targetId: input.eventId,
      before: { overs: before.overs, score: `${before.runs}/${before.wickets}`, ballRunning: before.ballRunning },
      after: { entry: input.action, ball: input.action === 'deliver' ? `${last?.ball ?? ''} ${last?.label ?? ''}` : null, overs: after.overs, score: `${after.runs}/${after.wickets}`, ballRunning: after.ballRunning, markets: changed },
      message: MESSAGES[input.action],
    };
  }),
  readRoute(op.balls, (db, input) => ballState(db, input.eventId)),
  readRoute(op.odds, (db, input) => fancyOdds(db, input.eventId)),
  readRoute(op.fairValue, (db, input) => fancyFairValue(db, input.marketId)),
);
