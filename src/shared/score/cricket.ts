/**
 * Cricket scoring as the score desk enters it, one delivery at a time. An over has six legal deliveries:
 * wides and no-balls are not legal (the bowler bowls again) and each gives one run plus what was run;
 * byes and leg-byes are legal and their runs go to extras. A wicket can fall on any delivery but a wide's
 * or a no-ball's (except a run-out, which we do not tell apart here: a wicket on a no-ball is refused).
 */
export const EXTRAS = ['none', 'wide', 'noBall', 'bye', 'legBye'] as const;
export type Extra = (typeof EXTRAS)[number];

export interface Delivery {
  /** Runs run (or the boundary): 0–6; on a wide or no-ball, runs on top of the one-run penalty. */
  readonly runs: number;
  readonly extra: Extra;
  readonly wicket: boolean;
}

export interface CricketInnings {
  readonly runs: number;
  readonly wickets: number;
  /** Legal deliveries bowled. */
  readonly balls: number;
  readonly extras: number;
  /** The current over's deliveries as the desk shows them ("1", "W", "4", "1wd"). */
  readonly thisOver: readonly string[];
}

export const EMPTY_INNINGS: CricketInnings = { runs: 0, wickets: 0, balls: 0, extras: 0, thisOver: [] };
export const BALLS_PER_OVER = 6;
export const MAX_WICKETS = 10;

/** "12.3": completed overs, then legal balls of the current one. */
export const oversText = (balls: number): string => `${Math.floor(balls / BALLS_PER_OVER)}.${balls % BALLS_PER_OVER}`;

const legal = (extra: Extra) => extra !== 'wide' && extra !== 'noBall';

/** The current over's six legal balls are bowled. */
const isOverComplete = (innings: CricketInnings): boolean => innings.thisOver.filter((ball) => !/wd|nb/.test(ball)).length >= BALLS_PER_OVER;
const PENALTY = 1;

/** Why a delivery cannot be entered, in words; undefined when it can. */
export const deliveryError = (innings: CricketInnings, delivery: Delivery): string | undefined => {
  if (!Number.isInteger(delivery.runs) || delivery.runs < 0 || delivery.runs > 6) return 'Runs are a whole number from 0 to 6.';
  if (innings.wickets >= MAX_WICKETS) return 'The innings is over: ten wickets have fallen.';
  if (delivery.wicket && !legal(delivery.extra)) return 'A wicket cannot fall on a wide or a no-ball here.';
  return undefined;
};

const label = (delivery: Delivery): string => {
  if (delivery.wicket) return 'W';
  const suffix = { none: '', wide: 'wd', noBall: 'nb', bye: 'b', legBye: 'lb' }[delivery.extra];
  return `${delivery.runs}${suffix}`;
};

/** The innings after one delivery; throws with the reason when the delivery cannot be entered. */
export const applyDelivery = (innings: CricketInnings, delivery: Delivery): CricketInnings => {
  const error = deliveryError(innings, delivery);
  if (error) throw new Error(error);
  const isLegal = legal(delivery.extra);
  const extras = (isLegal ? 0 : PENALTY) + (delivery.extra === 'none' || delivery.extra === 'noBall' ? 0 : delivery.runs);
  const balls = innings.balls + (isLegal ? 1 : 0);
  // The first delivery after six legal balls opens the next over.
  const thisOver = [...(isOverComplete(innings) ? [] : innings.thisOver), label(delivery)];
  return {
    runs: innings.runs + delivery.runs + (isLegal ? 0 : PENALTY),
    wickets: innings.wickets + (delivery.wicket ? 1 : 0),
    balls,
    extras: innings.extras + extras,
    thisOver,
  };
};

