import { Button, Group } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { MarketResult } from '@shared/contract/results';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { eventTitle } from './format';

export type ResultAction = 'enter' | 'verify' | 'settle' | 'hold' | 'release' | 'unsettle' | 'voids';

const LABELS: Record<ResultAction, string> = {
  enter: 'Enter result',
  verify: 'Verify',
  settle: 'Settle',
  hold: 'Hold',
  release: 'Release',
  unsettle: 'Unsettle',
  voids: 'Bets and voids',
};

/** What can be done to a market's result now, for this user: the maker of a pending entry is not offered Verify. */
export const actionsFor = (market: MarketResult, userName: string | undefined): ResultAction[] => {
  const mine = market.maker?.userName === userName;
  const byStatus: Record<string, ResultAction[]> = {
    none: ['enter'],
    pending: mine ? ['enter'] : ['verify'],
    checking: ['verify'],
    declared: ['settle', 'hold', 'enter'],
    held: ['release'],
    settled: ['unsettle'],
    voided: [],
  };
  // A voided market takes no result, but its bets and why they were voided stay open to review.
  if (market.marketStatus === 'voided') return ['voids'];
  return [...(byStatus[market.status ?? 'none'] ?? []), 'voids'];
};

/**
 * What Enter on a market's row opens: its main step (enter, verify, settle, release), never one that undoes
 * (unsettle) or stops (hold); the bets and voids where there is none. Each opens a dialog that asks first.
 */
export const primaryActionFor = (market: MarketResult, userName: string | undefined): ResultAction =>
  actionsFor(market, userName).find((action) => action !== 'unsettle' && action !== 'hold') ?? 'voids';

/** Entering a result over a declared one corrects it: a new round replaces the declared result. */
export const correctsDeclared = (market: MarketResult): boolean => market.status === 'declared';

/** The words on an action's button. */
const buttonText = (action: ResultAction, market: MarketResult): string => (action === 'enter' && correctsDeclared(market) ? 'Correct' : LABELS[action]);

export function ResultRowActions({ market, onAction }: { market: MarketResult; onAction(action: ResultAction, market: MarketResult): void }) {
  const session = useAtomValue(sessionAtom);
  const userName = session?.status === 'loggedIn' ? session.user.userName : undefined;
  return (
    <Group gap={4} justify="flex-end">
      {actionsFor(market, userName).map((action) => (
        <Button
          key={action}
          size="compact-xs"
          variant={action === 'settle' || action === 'verify' ? 'filled' : 'light'}
          color={action === 'unsettle' || action === 'hold' ? 'orange' : undefined}
          onClick={() => onAction(action, market)}
          // The accessible name starts with the words on the button (a voice user says what they see).
          aria-label={`${buttonText(action, market)}: ${market.marketName} (${eventTitle(market)})`}
        >
          {buttonText(action, market)}
        </Button>
      ))}
    </Group>
  );
}
