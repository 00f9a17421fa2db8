import { Text } from '@mantine/core';
import { memo } from 'react';
import type { LiveLiability } from '@shared/contract/live';
import { Flash } from '../frame/flash';
import { formatMoney } from '../frame/format';
import { HEADER_HEIGHT } from '../frame/grid-parts';
import classes from '../frame/monitors.module.css';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreValue } from '../live/use-live';

export const RISK_COLUMNS = '36px minmax(200px, 2fr) 110px 100px 60px minmax(220px, 2fr)';
export const RISK_HEADERS = ['#', 'Event / Market', 'Liability', 'Stake', 'Bets', 'If it wins (house)'];
export const RISK_ROW_HEIGHT = 40;

/** One market's exposure; re-renders when that market's liability changes, nothing else. */
export const RiskRow = memo(function RiskRow({
  id,
  index,
  gridId,
  active,
  store,
  threshold,
  onSelect,
}: {
  id: string;
  index: number;
  gridId: string;
  active: boolean;
  store: KeyedStore<LiveLiability>;
  threshold: number;
  onSelect(index: number): void;
}) {
  const value = useStoreValue(store, id);
  if (!value) return null;
  const alert = value.liability > threshold;
  const worst = [...value.selections].sort((a, b) => a.pnl - b.pnl);
  return (
    <div
      id={`${gridId}-row-${index}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      data-alert={alert}
      data-market-id={id}
      className={classes.row}
      style={{ top: HEADER_HEIGHT + index * RISK_ROW_HEIGHT, height: RISK_ROW_HEIGHT, gridTemplateColumns: RISK_COLUMNS }}
      onClick={() => onSelect(index)}
    >
      <span className={classes.cell} role="gridcell">
        {index + 1}
      </span>
      <span className={classes.cell} role="gridcell">
        <Text span fw={600} size="sm">
          {value.eventName}
        </Text>{' '}
        <Text span size="xs" c="dimmed">
          {value.marketName}
        </Text>
      </span>
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
    </div>
  );
});
