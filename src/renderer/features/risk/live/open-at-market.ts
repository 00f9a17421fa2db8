import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import type { DrillStep } from './drill-steps';

/**
 * The Live risk tab opened at one market (`?market=ID`, as Enter in the risk monitor opens it): once the
 * exchange has named the market, the drill-down jumps to its outcomes, with the markets list behind it for
 * Escape. Once per visit to the address: Enter on the same market again (a new visit) opens it again.
 */
export function useOpenAtMarket(jump: (steps: readonly DrillStep[]) => void): void {
  const { market } = useOpenedWith();
  const visit = useLocation().key;
  const book = useOperation(contract.risk.marketBook, { marketId: market ?? '' }, { enabled: market !== undefined, spinner: false });
  const title = book.data && book.data.marketId === market ? `${book.data.marketName} · ${book.data.eventName}` : undefined;
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (market === undefined || title === undefined || opened.current === visit) return;
    opened.current = visit;
    jump([{ level: 'outcomes', marketId: market, title }]);
  }, [market, title, visit, jump]);
}
