import { Stack, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { MarketResult, ResultBet } from '@shared/contract/results';
import { useOperation } from '@renderer/app/data/use-operation';
import { betsTotalsOf } from './bets-totals';
import { plural } from './format';
import { moneyMovedText, sameMoney } from './money-moved';

/** What the settled bets add up to, what is open and what voided: one line, in the settle preview's words. */
const totalsText = (bets: readonly ResultBet[]): string => {
  const { settled, open, voided } = betsTotalsOf(bets);
  const parts = [
    settled.betCount > 0 ? moneyMovedText(settled, 'settled') : '',
    open.betCount > 0 ? `${plural(open.betCount, 'open bet')} of ${plural(open.punterCount, 'punter')}: not settled yet.` : '',
    voided > 0 ? `${plural(voided, 'bet')} voided.` : '',
  ];
  return parts.filter((part) => part !== '').join(' ');
};

/**
 * The bets listed added up, to tie them back to the settle preview ("Money that will move"): for a settled
 * market, the settled bets add up to the live settlement's figures. Where they do not (the list shows only
 * the latest bets of a large market), the settlement's own figures are said beside them.
 */
export function BetsTotalsLine({ market, bets }: { market: MarketResult; bets: readonly ResultBet[] }) {
  const settled = market.status === 'settled';
  const settlements = useOperation(contract.results.settlements, { marketId: market.marketId }, { enabled: settled, errorToast: false });
  const live = settled ? settlements.data?.find((settlement) => settlement.status === 'live') : undefined;
  if (bets.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" aria-label="Totals of the bets listed">
        {totalsText(bets)}
      </Text>
      {live && !sameMoney(live, betsTotalsOf(bets).settled) && (
        <Text size="sm" c="orange" aria-label="The settlement's own totals">
          {`Settlement version ${live.version} as the exchange recorded it (the list may show only the latest bets): ${moneyMovedText(live, 'settled')}`}
        </Text>
      )}
    </Stack>
  );
}
