import type { MarketFamily } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { AnyResultInput } from '@shared/contract/results';
import { toMajor } from '@shared/money/amounts';
import { LARGE_SETTLEMENT_MAJOR } from '@shared/results';
import { ApiError } from '../../http/api-error';
import { auditedCommand } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { enterResult, holdResult } from '../../settlement/maker-checker';
import { SETTLEMENT_MESSAGES as M } from '../../settlement/messages';
import type { EnteredResult } from '../../settlement/result-input';
import { previewSettlement } from '../../settlement/settle';
import { auditedMarket, marketTitleOf } from '../../settlement/settlement-jobs';
import { settlementsOf } from '../../settlement/settlements';
import { preVoid, voidBets, voidMarket, type VoidDone } from '../../settlement/voids';
import { resultActor } from './access';
import { checkingEvents, checkingMarkets } from './checking';
import { betsInWindowView, marketBets, marketResultView, resultPage } from './views';

const op = contract.results;

const enteredOf = (input: AnyResultInput): EnteredResult =>
  'number' in input ? { number: input.number } : 'digit' in input ? { digit: input.digit } : { winnerIds: input.winnerIds, deadHeatIds: input.deadHeatIds };

const viewOf = (ctx: RouteContext, marketId: string) => {
  const view = marketResultView(ctx.db, marketId, currentUser(ctx)._id);
  if (!view) throw new ApiError(404, M.marketNotFound);
  return view;
};

/** The market with its event, as audit rows and settlement jobs name it. */
const titleOf = (view: { eventName: string; marketName: string }) => marketTitleOf(view.eventName, view.marketName);

/**
 * What an entry's audit row may say of the value: only a declared result's. An entry awaiting verification
 * (entered, corrected) or in dispute (a mismatch) is blind: everyone who reads the log could copy it.
 */
const auditedValue = (done: { effect: string; label: string }, voidFactor: number) =>
  done.effect === 'declared' ? { result: done.label, voidFactor } : { result: M.hiddenUntilVerified, voidFactor: M.hiddenUntilVerified };

/** A result entry (a family's save, a verification, a checking-queue update): audited with what it did. */
const entryRoute = (operation: (typeof op)['verify'], { mode, action }: { mode: 'enter' | 'verify'; action: 'result.enter' | 'result.verify' }, family?: MarketFamily) =>
  auditedCommand(operation, action, (input, ctx) => {
    const actor = resultActor(ctx, input.marketId, family);
    const done = enterResult(ctx.db, { marketId: input.marketId, entered: enteredOf(input as AnyResultInput), voidFactor: input.voidFactor }, actor, mode);
    const view = viewOf(ctx, input.marketId);
    const market = auditedMarket(titleOf(view));
    const messages = { entered: 'Result entered: another user must verify it.', corrected: 'Your entry was corrected: another user must verify it.', declared: 'Result verified and declared.', mismatch: 'The entries differ: the market is in the checking queue.' };
    return {
      data: view,
      targetId: input.marketId,
      before: { ...market, status: done.before?.status ?? null },
      after: { ...market, ...auditedValue(done, input.voidFactor), status: done.after.status, effect: done.effect },
      message: messages[done.effect],
    };
  });

const saveRoutes = (Object.keys({ matchOdds: 0, bookmaker: 0, fancy: 0, sportsbook: 0, binary: 0, lottery: 0, virtual: 0, racing: 0 }) as MarketFamily[]).map((family) => {
  const key = `save${family.charAt(0).toUpperCase()}${family.slice(1)}` as keyof typeof op;
  return entryRoute(op[key] as (typeof op)['verify'], { mode: 'enter', action: 'result.enter' }, family);
});

export const resultsRoutes = routeMap(
  route(op.list, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'results') })),
  route(op.get, (input, ctx) => {
    resultActor(ctx, input.marketId);
    return { data: viewOf(ctx, input.marketId) };
  }),
  ...saveRoutes,
  entryRoute(op.verify, { mode: 'verify', action: 'result.verify' }),
  entryRoute(op.checkingUpdate, { mode: 'enter', action: 'result.enter' }),
  route(op.checkingEvents, (_input, ctx) => ({ data: checkingEvents(ctx.db, currentUser(ctx)) })),
  route(op.checkingMarkets, (input, ctx) => ({ data: checkingMarkets(ctx.db, currentUser(ctx), input.eventId) })),
  route(op.unsettled, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'unsettled') })),
  route(op.lineResults, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'results', ['fancy']) })),
  route(op.virtualResults, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'results', ['virtual']) })),
  route(op.lotteryResults, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'results', ['lottery']) })),
  route(op.marketsForVoid, (input, ctx) => ({ data: resultPage(ctx.db, currentUser(ctx), input, 'void') })),
  auditedCommand(op.hold, 'result.hold', (input, ctx) => {
    const { before, after } = holdResult(ctx.db, input.marketId, input.hold, input.reason, resultActor(ctx, input.marketId));
    const view = viewOf(ctx, input.marketId);
    const market = auditedMarket(titleOf(view));
    return {
      data: view,
      targetId: input.marketId,
      before: { ...market, status: before.status },
      after: { ...market, status: after.status, reason: input.reason },
      message: input.hold ? 'Result put on hold: it will not settle until released.' : 'Result released: it can be settled.',
    };
  }),
  route(op.settlePreview, (input, ctx) => {
    resultActor(ctx, input.marketId);
    const { market, result, plan, nextVersion, resultKey } = previewSettlement(ctx.db, input.marketId);
    const moved = toMajor(plan.punterWon + plan.punterLost);
    return {
      data: {
        marketId: market.marketId,
        label: result.label ?? '',
        betCount: plan.bets.length,
        punterCount: plan.punterCount,
        punterWon: plan.punterWon,
        punterLost: plan.punterLost,
        voidFactor: result.voidFactor,
        deduction: result.deduction,
        nextVersion,
        resultKey,
        large: moved >= LARGE_SETTLEMENT_MAJOR,
      },
    };
  }),
  // Settle and unsettle run in the settlement worker (one transaction with their audit row there). Each
  // carries what its dialog showed; the worker refuses it (409) if the market changed since.
  route(op.settle, async (input, ctx) => {
    const actor = resultActor(ctx, input.marketId);
    // api-call refuses a keyed operation without its key already; a settlement checks again, its key being the guard.
    if (!ctx.idempotencyKey) throw new ApiError(422, M.idempotencyKeyNeeded);
    const marketTitle = titleOf(viewOf(ctx, input.marketId));
    const idempotencyKey = `settle:${actor.id}:${ctx.idempotencyKey}`;
    const { settlement } = await ctx.settlement.run({ kind: 'settle', marketId: input.marketId, marketTitle, idempotencyKey, expected: input.expected, actor });
    return { data: settlement, message: `Settled: version ${settlement.version}, ${settlement.betCount} bets.` };
  }),
  route(op.unsettle, async (input, ctx) => {
    const actor = resultActor(ctx, input.marketId);
    const marketTitle = titleOf(viewOf(ctx, input.marketId));
    const { settlement } = await ctx.settlement.run({ kind: 'unsettle', marketId: input.marketId, marketTitle, reason: input.reason, expectedVersion: input.expectedVersion, actor });
    return { data: settlement, message: `Settlement version ${settlement.version} reversed: the result is declared again and can be settled as version ${settlement.version + 1}.` };
  }),
  route(op.settlements, (input, ctx) => {
    resultActor(ctx, input.marketId);
    return { data: settlementsOf(ctx.db, input.marketId) };
  }),
  route(op.bets, (input, ctx) => {
    resultActor(ctx, input.marketId);
    return { data: marketBets(ctx.db, input.marketId, input.status) };
  }),
  route(op.preVoidList, (input, ctx) => {
    resultActor(ctx, input.marketId);
    return { data: betsInWindowView(ctx.db, input.marketId, new Date(input.from).toISOString(), new Date(input.to).toISOString()) };
  }),
  // The mistake desk (mistakeDepartment) may void one mistaken bet at a time; more takes the family's results flag.
  auditedCommand(op.voidBets, 'result.voidBets', (input, ctx) => {
    const done = voidBets(ctx.db, input.marketId, input.betIds, 'manual', input.reason, resultActor(ctx, input.marketId, undefined, input.betIds.length === 1 ? 'mistakeDepartment' : undefined));
    return voidAnswer(ctx, input.marketId, done, input.reason, { bets: input.betIds.length });
  }),
  auditedCommand(op.preVoid, 'result.preVoid', (input, ctx) => {
    const from = new Date(input.from).toISOString();
    const to = new Date(input.to).toISOString();
    // What the list showed (count and last bet): refused (409) when the window's bets changed since.
    const done = preVoid(ctx.db, input.marketId, from, to, input.reason, resultActor(ctx, input.marketId), new Date(), input.expected);
    return voidAnswer(ctx, input.marketId, done, input.reason, { from, to });
  }),
  auditedCommand(op.voidMarket, 'result.voidMarket', (input, ctx) => {
    const done = voidMarket(ctx.db, input.marketId, input.reason, resultActor(ctx, input.marketId));
    return voidAnswer(ctx, input.marketId, done, input.reason, {});
  }),
);

/** A void's answer and audit row: how many bets, and the settlement rolled back first (and replaced) on a settled market. */
function voidAnswer(ctx: RouteContext, marketId: string, done: VoidDone, reason: string, what: object) {
  const market = auditedMarket(titleOf(viewOf(ctx, marketId)));
  const rolledBack = done.rolledBackVersion ? `Settlement version ${done.rolledBackVersion} was rolled back first; ` : '';
  const resettled = done.resettledVersion ? ` The market was settled again as version ${done.resettledVersion}.` : '';
  const voided = `${done.voided} bet${done.voided === 1 ? '' : 's'} voided.`;
  return {
    data: done,
    targetId: marketId,
    before: market,
    after: { ...market, ...what, voided: done.voided, reason, rolledBackVersion: done.rolledBackVersion, resettledVersion: done.resettledVersion },
    message: `${rolledBack}${voided}${resettled}`,
  };
}

