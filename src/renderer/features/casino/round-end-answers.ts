import { useState } from 'react';
import type { BridgeError } from '@shared/contract';
import type { CasinoRound } from '@shared/contract/casino';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import { moneyFailureText, RETRY_IN_FORM } from '@renderer/components/form-kit/uncertain-outcome';

export type EndKind = 'settle' | 'void';

/** The dialog's action button, also named by the words of a failure whose outcome is not known. */
export const END_LABEL: Record<EndKind, string> = { settle: 'Settle round', void: 'Void round' };

/** The status a round shows once a press of each kind was done. */
const ENDED_AS = { settle: 'settled', void: 'voided' } as const satisfies Record<EndKind, CasinoRound['status']>;

const STATUS_WORDS: Record<Exclude<CasinoRound['status'], 'unsettled'>, string> = { settled: 'already settled', voided: 'already voided', betting: 'still being played' };

/** What a press sent: its round, and what tells it apart in the round read: its reason, and a settle's winner. */
export interface SentEnding {
  readonly roundId: string;
  readonly winner?: string;
  readonly reason?: string;
}

/** What the dialog's own presses were answered, as far as it tells them itself. */
export interface EndingAnswers {
  /** The exchange's refusal that ended this dialog (ended elsewhere: 409, or gone: 404), in its own words. */
  readonly refusal: string | null;
  /** The presses that got no answer (a time-out, a lost connection, a 5xx): each may or may not have been done. */
  readonly unanswered: readonly SentEnding[];
  /** The words the toasts of those presses may show: stale once the round reads as one of them asked. */
  readonly unansweredToasts: readonly string[];
}

/** What the form kit's toast says of a press left without an answer: press again (safe), or check first (a value changed meanwhile). */
const unansweredToastWords = (failure: BridgeError, kind: EndKind): string[] =>
  [true, false].map((safe) => moneyFailureText(failure, END_LABEL[kind], { scope: RETRY_IN_FORM, safe }));

/**
 * The round reads as this press asked: its status, its reason (the exchange keeps it trimmed) and for a settle
 * its winner. The exchange ends a round once, so another console's end shows another reason or winner.
 */
const readsAsSent = (round: CasinoRound, kind: EndKind) => (sent: SentEnding) =>
  round.status === ENDED_AS[kind] &&
  (sent.winner === undefined || sent.winner === round.result?.winner) &&
  (sent.reason === undefined || sent.reason.trim() === round.reason);

export interface RoundEndText {
  readonly words: string;
  /** This dialog's own unanswered press is what ended the round: nothing more to do, and nothing to discard. */
  readonly wentThrough: boolean;
}

/**
 * Why this round can no longer be ended by hand, in words; null while it waits (unsettled). A refusal of this
 * dialog's press keeps the exchange's words. A press that got no answer, with the round now reading as it
 * asked, went through. Otherwise it ended elsewhere (or is still being played). Only what the round read shows.
 */
export function roundEndText(round: CasinoRound, kind: EndKind, { refusal, unanswered }: EndingAnswers): RoundEndText | null {
  if (refusal !== null) return { words: refusal, wentThrough: false };
  if (round.status === 'unsettled') return null;
  const name = `Round ${round.seq} of ${round.eventName}`;
  if (unanswered.some(readsAsSent(round, kind))) {
    return { words: `${name} is ${round.status}: your ${END_LABEL[kind]} went through, although its answer was lost. Nothing more to do.`, wentThrough: true };
  }
  return { words: `${name} is ${STATUS_WORDS[round.status]}: there is nothing to ${kind} here.`, wentThrough: false };
}

/**
 * The form's onError for the failures the dialog tells itself: a refusal that ends it (said in the dialog
 * instead of a toast) and a press whose outcome is unknown (kept, with the words its toast says to press
 * again in). Both read the round again at once: it shows whether the press was done. Every other failure
 * toasts as usual.
 */
export function useEndingAnswers(kind: EndKind, readAgain: () => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<readonly SentEnding[]>([]);
  const [unansweredToasts, setUnansweredToasts] = useState<readonly string[]>([]);
  const onError = (failure: BridgeError, sent: SentEnding): boolean => {
    const refused = failure.kind === 'conflict' || failure.kind === 'not-found';
    if (refused) setRefusal(failure.message);
    else if (isUncertainFailure(failure)) {
      setUnanswered((earlier) => [...earlier, sent]);
      setUnansweredToasts((earlier) => [...earlier, ...unansweredToastWords(failure, kind)]);
    } else return false;
    readAgain();
    return refused;
  };
  const answers: EndingAnswers = { refusal, unanswered, unansweredToasts };
  return { answers, onError };
}
