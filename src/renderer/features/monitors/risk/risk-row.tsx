import { memo } from 'react';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { LiveLiability, LiveMarket } from '@shared/contract/live';
import { Flash } from '../frame/flash';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { formatMoney } from '../frame/format';
import { EventMarketCell, GridRow, type RowPlace } from '../frame/grid-parts';
import classes from '../frame/monitors.module.css';
import { MARKET_STATUS_TAG_STYLES } from '../frame/status-colors';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreValue } from '../live/use-live';
import { RISK_GRID } from './risk-grid';
import { worstOutcomes } from './risk-order';

/**
 * The market's status as the catalogue has it now ("Suspended" after S here or on the Risk screen): redrawn
 * when the market changes, not with its liability or rank. A tag drawn with classes, as a row's figures are.
 */
const MarketStatusCell = memo(function MarketStatusCell({ markets, id }: { markets: KeyedStore<LiveMarket>; id: string }) {
  const status = useStoreValue(markets, id)?.status;
  return (
    <span className={classes.cell} role="gridcell">
      {status && (
        <span className={classes.statusTag} data-status={status} style={MARKET_STATUS_TAG_STYLES[status]}>
          {MARKET_STATUS_LABELS[status]}
        </span>
      )}
    </span>
  );
});

/** The market's figures: redrawn when its liability changes, not when its rank (its row's place) moves. */
const RiskCells = memo(function RiskCells({ value, alert, markets }: { value: LiveLiability; alert: boolean; markets: KeyedStore<LiveMarket> }) {
  useFormatRedraw();
  const worst = worstOutcomes(value.selections);
  return (
    <>
      <EventMarketCell eventName={value.eventName} marketName={value.marketName} />
      <MarketStatusCell markets={markets} id={value.marketId} />
      <span className={`${classes.cell} ${classes.number}`} role="gridcell">
        <Flash value={value.liability} ts={value.ts}>
          <span className={`${classes.liability} ${alert ? classes.loss : ''}`}>{formatMoney(value.liability)}</span>
        </Flash>
      </span>
      <span className={`${classes.cell} ${classes.number}`} role="gridcell">
        {formatMoney(value.stake)}
      </span>
      <span className={`${classes.cell} ${classes.number}`} role="gridcell">
        {value.betCount}
      </span>
      <span className={`${classes.cell} ${classes.outcomes}`} role="gridcell">
        {worst.shown.map((s) => (
          <span key={s.selectionId} className={`${classes.outcome} ${s.pnl < 0 ? classes.loss : classes.gain}`}>
            {s.name} {formatMoney(s.pnl)}
          </span>
        ))}
        {worst.more > 0 && <span className={classes.outcome}>+{worst.more} more</span>}
      </span>
    </>
  );
});

/**
 * One market's exposure; re-renders when that market's liability changes or its rank moves (then only its
 * place and rank: the figures are memoised). Plain elements with classes, not Mantine's Text: a re-ranking
 * re-renders many rows in one frame.
 */
export const RiskRow = memo(function RiskRow({
  id,
  store,
  markets,
  threshold,
  ...place
}: RowPlace & { id: string; store: KeyedStore<LiveLiability>; markets: KeyedStore<LiveMarket>; threshold: number }) {
  const value = useStoreValue(store, id);
  if (!value) return null;
  const alert = value.liability > threshold;
  return (
    <GridRow place={place} spec={RISK_GRID} data={{ 'data-alert': alert, 'data-market-id': id }}>
      <span className={classes.cell} role="gridcell">
        {place.index + 1}
      </span>
      <RiskCells value={value} alert={alert} markets={markets} />
    </GridRow>
  );
});
