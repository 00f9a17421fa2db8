import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { racingCard, withdrawRunner } from './card';
import { createRace, createRaceMarket, searchRacingSelections } from './create';

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
  auditedCommand(op.createEvent, 'racing.event', (input, ctx) => {
    const race = createRace(ctx.db, input);
    return { data: race, targetId: race.eventId, after: { name: race.name, course: race.course, openDate: race.openDate }, message: `Race ${race.name} created.` };
  }),
  auditedCommand(op.createMarket, 'racing.market', (input, ctx) => {
    const card = createRaceMarket(ctx.db, input);
    return { data: card, targetId: card.marketId, after: { market: `${card.eventName}: ${card.name}`, runners: card.runners.map((r) => `${r.number} ${r.name}`) }, message: `${card.name} market created with ${card.runners.length} runners (suspended until priced).` };
  }),
  readRoute(op.selections, searchRacingSelections),
);
