import { contract } from '@shared/contract';
import { auditedCommand, readRoute } from '../../kit/audited-routes';
import { currentUser, routeMap } from '../../kit/route';
import { auditedMarket, marketTitleOf } from '../../settlement/settlement-jobs';
import { racingCard, withdrawRunner } from './card';
import { createRace, createRaceMarket, searchRacingSelections } from './create';
import { listRaces } from './races';

const op = contract.racing;

/** Names in words: "Win", "Win and Place", "A, B and C". */
const inWords = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`);

/** The Rule 4 in force on each market withdrawn from: "30p" when they agree, else "Win 60p, Place 30p". */
const totalsInWords = (markets: ReadonlyArray<{ name: string; total: number }>): string =>
  new Set(markets.map((m) => m.total)).size <= 1 ? `${markets[0]?.total ?? 0}p` : markets.map((m) => `${m.name} ${m.total}p`).join(', ');

/** A withdrawal's Rule 4 in words, 0p as none: "Rule 4 deduction 30p (total 30p)", "no Rule 4 deduction (total 30p)", "no Rule 4 deduction". */
const deductionInWords = (deduction: number, totalAfter: string): string =>
  `${deduction > 0 ? `Rule 4 deduction ${deduction}p` : 'no Rule 4 deduction'}${totalAfter === '0p' ? '' : ` (total ${totalAfter})`}`;

export const racingRoutes = routeMap(
  readRoute(op.card, (db, input) => racingCard(db, input.marketId)),
  auditedCommand(op.withdraw, 'racing.withdraw', (input, ctx) => {
    const { after, runner, deduction, markets } = withdrawRunner(ctx.db, input.marketId, input.selectionId, input.price, currentUser(ctx).userName);
    const names = inWords(markets.map((m) => m.name));
    // Named like a result's row, by the race and its markets ("15:50 Cheltenham · Win and Place"): the log's target.
    const market = auditedMarket(marketTitleOf(after.eventName, names));
    const totalAfter = totalsInWords(markets.map((m) => ({ name: m.name, total: m.totalAfter })));
    return {
      data: after,
      targetId: input.selectionId,
      before: { ...market, runner, totals: totalsInWords(markets.map((m) => ({ name: m.name, total: m.totalBefore }))) },
      after: { ...market, runner, price: input.price, deduction, totals: totalAfter },
      message: `${runner} withdrawn from ${names}: ${deductionInWords(deduction, totalAfter)}.`,
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
  readRoute(op.races, listRaces),
  readRoute(op.selections, searchRacingSelections),
);
