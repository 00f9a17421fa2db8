import { useCallback, useState } from 'react';
import type { MarketResult } from '@shared/contract/results';
import { TabbedScreen } from '@renderer/components/tabbed-screen';
import { CheckingQueue } from './checking-queue';
import { ResultActionDialog } from './results-dialogs';
import { ResultsTable } from './results-table';
import type { ResultAction } from './row-actions';
import { useRowReturn } from '@renderer/components/return-focus';

/**
 * Results (route /dashboard/results; any of exchangeResults, sportsBookResults, bookmakerResults,
 * fancyResults, and each market only for its family's flag): enter a result, verify another user's entry
 * blind, resolve the checking queue, hold, settle with what will move shown first, unsettle with a reason,
 * and void bets, a time window or a market.
 */
export default function ResultsScreen() {
  const [open, setOpen] = useState<{ action: ResultAction; market: MarketResult } | null>(null);
  // The keyboard goes back to the market's row (or its button) that opened the dialog, wherever the list's
  // next answer puts it: saving a result re-sorts the list, and Enter must not then act on another market.
  const opener = useRowReturn();
  const onAction = useCallback(
    (action: ResultAction, market: MarketResult) => {
      opener.remember();
      setOpen({ action, market });
    },
    [opener],
  );
  const onClose = useCallback(() => {
    setOpen(null);
    opener.restore();
  }, [opener]);
  return (
    <>
      <TabbedScreen
        title="Results"
        tabs={[
          { value: 'all', label: 'Market results', panel: () => <ResultsTable scope="all" onAction={onAction} /> },
          { value: 'checking', label: 'Checking queue', panel: () => <CheckingQueue onAction={onAction} /> },
          { value: 'unsettled', label: 'Unsettled', panel: () => <ResultsTable scope="unsettled" onAction={onAction} /> },
        ]}
      />
      {open && <ResultActionDialog action={open.action} market={open.market} onClose={onClose} />}
    </>
  );
}
