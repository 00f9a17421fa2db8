import { contract } from '@shared/contract';
import type { CasinoRoundDetail } from '@shared/contract/casino';
import { outcomeLabel } from '@shared/casino/games';
import { auditedCommand, auditedSave, auditedSequence, readRoute, auditedDelete } from '../../kit/audited-routes';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { deleteBall, listBalls, saveBall, saveBallMedia } from './balls';
import { allEvents, deleteEvent, listEvents, saveEvent, setEventStatus, type EventView } from './events';
import { latestRounds, roundDetail, unsettledRounds, type RoundView } from './rounds';
import { endRound, type RoundEnd } from './settle';
import { deleteTab, listTabs, saveTab, saveTabOrder } from './tabs';
import { rupeesText } from '@shared/money/money-text';

const op = contract.casino;

const eventShown = ({ name, tabName, game, provider, status, roundSeconds, minStake, maxStake }: EventView) => ({ name, tabName, game, provider, status, roundSeconds, minStake, maxStake });
const roundShown = (round: RoundView) => ({
  eventName: round.eventName,
  seq: round.seq,
  status: round.status,
  result: round.result ? `${outcomeLabel(round.game, round.result.winner)}${round.result.cards ? ` (${round.result.cards})` : ''}` : null,
  bets: round.bets,
  staked: round.staked,
  paid: round.paid,
  reason: round.reason,
});

const betsWord = (n: number) => `${n} bet${n === 1 ? '' : 's'}`;

/**
 * What ending a round moved, in the words of the dialog's preview: a settle pays only its winning bets
 * ("₹2,660.00 paid to 2 of 3 bets"), a void refunds every one ("₹3,900.00 refunded to 3 bets").
 */
const roundEndMessage = ({ round, bets }: CasinoRoundDetail): string => {
  const name = `Round ${round.seq} of ${round.eventName}`;
  const paid = rupeesText(round.paid ?? 0);
  if (round.status === 'voided') return `${name} voided: ${paid} refunded to ${betsWord(bets.length)}.`;
  const paidBets = bets.filter((bet) => (bet.payout ?? 0) > 0).length;
  return `${name} settled: ${paid} paid to ${paidBets} of ${betsWord(bets.length)}.`;
};

/** A manual settle or void: the round ends once, its money and audit row in the route's one transaction. */
const endByHand = (ctx: RouteContext, input: { roundId: string; reason: string }, end: RoundEnd) => {
  const { before, after } = endRound(ctx.db, input.roundId, end, { by: currentUser(ctx).userName, reason: input.reason, manual: true });
  const detail = roundDetail(ctx.db, input.roundId);
  return { data: detail, targetId: input.roundId, before: roundShown(before), after: roundShown(after), message: roundEndMessage(detail) };
};

export const casinoRoutes = routeMap(
  readRoute(op.tabs, (db) => listTabs(db)),
  auditedSave(op.saveTab, 'casinoTab', (input, ctx) => saveTab(ctx.db, input), ({ name }) => ({ name })),
  route(op.deleteTab, auditedDelete('casinoTab', deleteTab)),
  auditedSequence(op.tabOrder, 'casinoTab.sequence', (db) => listTabs(db), (db, input) => saveTabOrder(db, input.ids)),
  readRoute(op.events, listEvents),
  auditedSave(op.saveEvent, 'casinoEvent', (input, ctx) => saveEvent(ctx.db, input), eventShown),
  auditedCommand(op.deleteEvent, 'casinoEvent.delete', (input, ctx) => ({
    data: { deleted: true },
    targetId: input._id,
    before: eventShown(deleteEvent(ctx.db, input._id, currentUser(ctx).userName)),
    message: 'Deleted.',
  })),
  auditedCommand(op.setEventStatus, 'casinoEvent.status', (input, ctx) => {
    const { before, after } = setEventStatus(ctx.db, input._id, input.status);
    return { data: after, targetId: input._id, before: eventShown(before), after: eventShown(after) };
  }),
  readRoute(op.unsettled, (db) => unsettledRounds(db)),
  auditedCommand(op.manualSettle, 'casinoRound.settle', (input, ctx) => endByHand(ctx, input, { kind: 'settle', winner: input.winner, cards: input.cards })),
  auditedCommand(op.manualVoid, 'casinoRound.void', (input, ctx) => endByHand(ctx, input, { kind: 'void' })),
  readRoute(op.roundResult, (db, input) => roundDetail(db, input.roundId)),
  readRoute(op.liveRounds, (db, input) => allEvents(db).map((event) => ({ event, rounds: latestRounds(db, event._id, input.perTable) }))),
  readRoute(op.balls, (db, input) => listBalls(db, input.eventId)),
  auditedSave(op.saveBall, 'ballByBall', (input, ctx) => saveBall(ctx.db, input), ({ innings, over, ball, runs, wicket, commentary }) => ({ innings, over, ball, runs, wicket, commentary })),
  route(op.deleteBall, auditedDelete('ballByBall', deleteBall)),
  auditedCommand(op.uploadBallMedia, 'ballByBall.media', (input, ctx) => {
    const ball = saveBallMedia(ctx.db, input._id, input.media);
    return { data: ball, targetId: input._id, after: { innings: ball.innings, over: ball.over, ball: ball.ball, mediaType: ball.media?.type ?? null } };
  }),
);
