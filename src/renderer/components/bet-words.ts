import type { UserBet } from '@shared/contract/risk';
import { REFUSAL_LABELS, type RefusalReason } from '@shared/money/refusals';
import { formatWhen } from '@renderer/lib/format';

export const BET_SIDE_LABELS: Record<UserBet['side'], string> = { back: 'Back', lay: 'Lay', yes: 'Yes', no: 'No' };
export const BET_STATUS_LABELS: Record<UserBet['status'], string> = { matched: 'Matched', refused: 'Refused', settled: 'Settled', voided: 'Voided' };

const isRefusalReason = (reason: string): reason is RefusalReason => Object.hasOwn(REFUSAL_LABELS, reason);

/** A bet's status in words, with why it was refused or voided: "Refused (Price changed during the bet delay)". A status this code does not know shows as sent. */
export const betStatusText = (bet: { status: string; reason?: string | null | undefined }): string => {
  const status = Object.hasOwn(BET_STATUS_LABELS, bet.status) ? BET_STATUS_LABELS[bet.status as UserBet['status']] : bet.status;
  if (!bet.reason) return status;
  return `${status} (${isRefusalReason(bet.reason) ? REFUSAL_LABELS[bet.reason] : bet.reason})`;
};

/** Which bet a row's button acts on, in words a screen reader can say: "the bet on Yes, Arsenal v Chelsea, placed Nov 27, 2026, 10:00 AM". */
export const betInWords = (bet: Pick<UserBet, 'outcomeName' | 'marketName' | 'placedAt'>): string => `the bet on ${bet.outcomeName}, ${bet.marketName}, placed ${formatWhen(bet.placedAt)}`;
