import { Text } from '@mantine/core';
import { memo } from 'react';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { useStoreValue } from '../live/use-live';
import type { KeyedStore } from '../live/keyed-store';
import { Flash } from '../frame/flash';
import { formatOdds, formatSize } from '../frame/format';
import classes from '../frame/monitors.module.css';

export const RUNNER_COLUMNS = 3;

/** Odds with two decimals; bookmaker rates are whole numbers (odds = 1 + rate / 100). */
function Price({ value, ts, side, label, rate }: { value: number | undefined; ts: number; side: 'back' | 'lay'; label: string; rate: boolean }) {
  if (value === undefined) return <span className={`${classes.flash} ${classes[side]}`}>–</span>;
  const text = rate ? String(value) : formatOdds(value);
  return (
    <Flash value={value} ts={ts} className={classes[side]}>
      <span aria-label={`${label} ${text}`}>{text}</span>
    </Flash>
  );
}

/** Best back and lay (exchange ladders), or the rates (bookmaker), of one selection. */
function Runner({ prices, selection }: { prices: LivePrices; selection: LiveMarket['selections'][number] | undefined }) {
  const { book, ts } = prices;
  if (!selection || book.kind === 'line') return <span className={classes.cell} />;
  const runner = (book.runners as ReadonlyArray<{ selectionId: string; back: unknown; lay: unknown }>).find((r) => r.selectionId === selection.selectionId);
  const back = book.kind === 'rates' ? (runner?.back as number | undefined) : (runner?.back as Array<[number, number]> | undefined)?.[0]?.[0];
  const lay = book.kind === 'rates' ? (runner?.lay as number | undefined) : (runner?.lay as Array<[number, number]> | undefined)?.[0]?.[0];
  return (
    <span className={classes.runner} role="gridcell">
      <Text span size="xs" c="dimmed" className={classes.runnerName} title={selection.name}>
        {selection.name}
      </Text>
      <span className={classes.price}>
        <Price value={back} ts={ts} side="back" label="Back" rate={book.kind === 'rates'} />
        <Price value={lay} ts={ts} side="lay" label="Lay" rate={book.kind === 'rates'} />
      </span>
    </span>
  );
}

/**
 * The live part of a market row: its own subscription to the market's prices, so a tick re-renders these
 * cells and nothing else.
 */
export const PriceCells = memo(function PriceCells({ store, market }: { store: KeyedStore<LivePrices>; market: LiveMarket }) {
  const prices = useStoreValue(store, market.marketId);
  if (!prices) {
    return (
      <>
        {Array.from({ length: RUNNER_COLUMNS + 1 }, (_, i) => (
          <span key={i} className={classes.cell} role="gridcell">
            –
          </span>
        ))}
      </>
    );
  }
  if (prices.book.kind === 'line') {
    const { noRuns, yesRuns, noRate, yesRate } = prices.book;
    return (
      <>
        <span className={classes.cell} role="gridcell" style={{ gridColumn: `span ${RUNNER_COLUMNS}` }}>
          <span className={classes.price}>
            <Flash value={noRuns} ts={prices.ts} className={classes.lay}>
              No {noRuns} @{noRate}
            </Flash>
            <Flash value={yesRuns} ts={prices.ts} className={classes.back}>
              Yes {yesRuns} @{yesRate}
            </Flash>
          </span>
        </span>
        <Matched prices={prices} />
      </>
    );
  }
  return (
    <>
      {Array.from({ length: RUNNER_COLUMNS }, (_, i) => (
        <Runner key={i} prices={prices} selection={market.selections[i]} />
      ))}
      <Matched prices={prices} />
    </>
  );
});

function Matched({ prices }: { prices: LivePrices }) {
  return (
    <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
      <Flash value={prices.matched} ts={prices.ts}>
        {formatSize(prices.matched)}
      </Flash>
    </span>
  );
}
