import { useDebouncedValue } from '@mantine/hooks';
import { contract } from '@shared/contract';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation } from '@renderer/app/data/use-operation';

/** How long typing rests before the bet id typed is looked up among the punter's bets. */
export const BET_LOOKUP_AFTER_MS = 400;

export const NOT_THE_PUNTERS_BET = 'About bet (id): not one of this punter’s bets.';

/**
 * Why the bet id typed cannot be sent for this punter, in words for its field: the exchange, asked for the
 * punter's bet of that id (as a query's drawer shows its bet) once typing rests, has none. A bet id has no
 * shape the console may assume (the demo's are 24 hex digits, an exchange's need not be), so "zzz" is found
 * wanting the way any id is: by the exchange's answer, before Record query. Null while nothing is answered
 * for exactly these words (typing, not asked, on its way), for a bet found, and for a punter the exchange
 * does not know (Record query then gets the exchange's refusal, on its field).
 */
export function useBetOfPunterProblem(userName: string, betId: string): string | null {
  const typed = { userName: userName.trim(), betId: betId.trim() };
  const [asked] = useDebouncedValue(JSON.stringify(typed), BET_LOOKUP_AFTER_MS);
  const input = { ...(JSON.parse(asked) as typeof typed), scope: 'all' as const, start: 0, length: 1 };
  const canLook = useCanCall(contract.risk.userBets) && input.betId !== '' && contract.risk.userBets.input.safeParse(input).success;
  const lookup = useOperation(contract.risk.userBets, input, { enabled: canLook, spinner: false, errorToast: false });
  const answeredForTyped = input.userName === typed.userName && input.betId === typed.betId;
  return canLook && answeredForTyped && lookup.data?.data.length === 0 ? NOT_THE_PUNTERS_BET : null;
}
