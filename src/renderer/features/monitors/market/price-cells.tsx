import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import type { KeyedStore } from '../live/keyed-store';
import classes from '../frame/monitors.module.css';
import { layoutOf, priceSlots, RUNNER_COLUMNS, type PriceLayout } from './price-slots';
import { RunnerCell } from './runner-cell';
import { showSlots } from './show-slots';

export { RUNNER_COLUMNS };

/** Matched is a figure: right-aligned, in a column with room for the widest (market-grid.ts). */
const MATCHED_CELL = `${classes.cell} ${classes.number}`;

/**
 * The live part of a market row. React renders its cells only when its layout changes (no prices yet,
 * runners, line); each price tick then writes the changed texts, timestamps and highlights
 * straight into the cells' elements (show-slots), with no render at all: a busy monitor takes dozens of
 * ticks a second on screen, and a render of a row per tick is most of its script time.
 */
export const PriceCells = memo(function PriceCells({ store, market }: { store: KeyedStore<LivePrices>; market: LiveMarket }) {
  const id = market.marketId;
  const subscribe = useCallback((listener: () => void) => store.subscribeKey(id, listener), [store, id]);
  const layout: PriceLayout = useSyncExternalStore(subscribe, () => layoutOf(market, store.get(id)));
  const slots = useRef<Array<HTMLSpanElement | null>>([]);
  const formatEpoch = useFormatRedraw();

  useLayoutEffect(() => {
    if (layout === 'none') return undefined;
    let shown: ReturnType<typeof priceSlots> | undefined;
    const sync = () => {
      const prices = store.get(id);
      if (!prices || layoutOf(market, prices) !== layout) return; // a render for the new layout is on its way
      const next = priceSlots(market, prices);
      showSlots(slots.current, next, shown, prices.ts);
      shown = next;
    };
    sync();
    return subscribe(sync);
  }, [store, id, layout, market, subscribe, formatEpoch]);

  const slot = (i: number, className?: string) => (
    <span
      ref={(el) => {
        slots.current[i] = el;
      }}
      className={`${classes.flash} ${className ?? ''}`}
    />
  );

  if (layout === 'none') {
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
  if (layout === 'line') {
    return (
      <>
        <span className={classes.cell} role="gridcell" style={{ gridColumn: `span ${RUNNER_COLUMNS}` }}>
          <span className={classes.price}>
            {slot(0, classes.lay)}
            {slot(1, classes.back)}
          </span>
        </span>
        <span className={MATCHED_CELL} role="gridcell">
          {slot(2)}
        </span>
      </>
    );
  }
  let n = 0;
  const runners = Array.from({ length: RUNNER_COLUMNS }, (_, i) => {
    const selection = market.selections[i];
    if (!selection) return <span key={i} className={classes.cell} />;
    const back = n;
    n += 2;
    return (
      <RunnerCell key={i} selection={selection} more={i === RUNNER_COLUMNS - 1 ? market.selections.slice(RUNNER_COLUMNS) : []}>
        <span className={classes.price}>
          {slot(back, classes.back)}
          {slot(back + 1, classes.lay)}
        </span>
      </RunnerCell>
    );
  });
  return (
    <>
      {runners}
      <span className={MATCHED_CELL} role="gridcell">
        {slot(n)}
      </span>
    </>
  );
});
