import { Badge, Text } from '@mantine/core';
import { memo } from 'react';
import type { LiveBet } from '@shared/contract/live';
import { formatMoney, formatOdds, formatTime } from '../frame/format';
import { HEADER_HEIGHT } from '../frame/grid-parts';
import classes from '../frame/monitors.module.css';

export const BET_COLUMNS = '64px 72px 110px minmax(200px, 2fr) minmax(120px, 1fr) 52px 64px 90px 74px';
export const BET_HEADERS = ['No.', 'Time', 'User', 'Event / Market', 'Selection', 'Side', 'Odds', 'Stake', 'Status'];
export const BET_ROW_HEIGHT = 34;

/** A bet never changes once placed: a plain memoised row. */
export const BetRow = memo(function BetRow({ bet, index, gridId, active, onSelect }: { bet: LiveBet; index: number; gridId: string; active: boolean; onSelect(index: number): void }) {
  const fancy = bet.line !== null;
  return (
    <div
      id={`${gridId}-row-${index}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      data-seq={bet.seq}
      data-ts={bet.ts}
      className={classes.row}
      style={{ top: HEADER_HEIGHT + index * BET_ROW_HEIGHT, height: BET_ROW_HEIGHT, gridTemplateColumns: BET_COLUMNS }}
      onClick={() => onSelect(index)}
    >
      <span className={classes.cell} role="gridcell">
        <Text span size="xs" c="dimmed">
          {bet.seq}
        </Text>
      </span>
      <span className={classes.cell} role="gridcell">
        {formatTime(bet.placedAt)}
      </span>
      <span className={classes.cell} role="gridcell">
        {bet.user}
      </span>
      <span className={classes.cell} role="gridcell" title={`${bet.eventName} · ${bet.marketName}`}>
        <Text span fw={600} size="sm">
          {bet.eventName}
        </Text>{' '}
        <Text span size="xs" c="dimmed">
          {bet.marketName}
        </Text>
      </span>
      <span className={classes.cell} role="gridcell">
        {bet.selectionName}
      </span>
      <span className={classes.cell} role="gridcell">
        <span className={`${classes.flash} ${bet.side === 'back' ? classes.back : classes.lay}`}>{fancy ? (bet.side === 'back' ? 'Yes' : 'No') : bet.side === 'back' ? 'Back' : 'Lay'}</span>
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
        {formatOdds(bet.odds)}
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(bet.stake)}
      </span>
      <span className={classes.cell} role="gridcell">
        <Badge size="sm" variant="light" color={bet.status === 'matched' ? 'green' : 'gray'}>
          {bet.status === 'matched' ? 'Matched' : 'Lapsed'}
        </Badge>
      </span>
    </div>
  );
});
