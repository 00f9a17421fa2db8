import { Text } from '@mantine/core';
import { memo } from 'react';
import type { LiveLiability } from '@shared/contract/live';
import { Flash } from '../frame/flash';
import { formatMoney } from '../frame/format';
import { EventMarketCell, GridRow, type RowPlace } from '../frame/grid-parts';
import classes from '../frame/monitors.module.css';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreValue } from '../live/use-live';
import { RISK_GRID } from './risk-grid';

/** One market's exposure; re-renders when that market's liability changes, nothing else. */
export const RiskRow = memo(function RiskRow({ id, store, threshold, ...place }: RowPlace & { id: string; store: KeyedStore<LiveLiability>; threshold: number }) {
  const value = useStoreValue(store, id);
  if (!value) return null;
  const alert = value.liability > threshold;
  const worst = [...value.selections].sort((a, b) => a.pnl - b.pnl);
  return (
    <GridRow place={place} spec={RISK_GRID} data={{ 'data-alert': alert, 'data-market-id': id }}>
      <span className={classes.cell} role="gridcell">
        {place.index + 1}
      </span>
      <EventMarketCell eventName={value.eventName} marketName={value.marketName} />
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
        <Flash value={value.liability} ts={value.ts}>
          <Text span fw={700} c={alert ? 'red' : undefined} size="sm">
            {formatMoney(value.liability)}
          </Text>
        </Flash>
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
        {formatMoney(value.stake)}
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
        {value.betCount}
      </span>
      <span className={classes.cell} role="gridcell" style={{ paddingLeft: 12 }}>
        {worst.map((s) => (
          <Text key={s.selectionId} span size="xs" mr={8} c={s.pnl < 0 ? 'red' : 'green'}>
            {s.name} {formatMoney(s.pnl)}
          </Text>
        ))}
      </span>
    </GridRow>
  );
});
