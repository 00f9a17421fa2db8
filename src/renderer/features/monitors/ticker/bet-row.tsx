import { Text } from '@mantine/core';
import { memo } from 'react';
import type { LiveBet } from '@shared/contract/live';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { formatMoney, formatOdds, formatTime } from '../frame/format';
import { EventMarketCell, GridRow, type RowPlace } from '../frame/grid-parts';
import classes from '../frame/monitors.module.css';
import { BET_GRID } from './bet-grid';
import { betOdds } from './bet-odds';
import { BetStatusCell } from './bet-status';

/**
 * A bet never changes once placed: its cells are memoised apart from its place, so a new bet at the top
 * (which moves every row down one) redraws each row's position only. Its time is when the exchange
 * decided it (the order of its sequence number, after any bet delay), to the millisecond when `precise`
 * (a neighbour shares the second); when it was placed is the time's hint.
 */
export const BetRow = memo(function BetRow({ bet, precise, ...place }: RowPlace & { bet: LiveBet; precise: boolean }) {
  return (
    <GridRow place={place} spec={BET_GRID} data={{ 'data-seq': bet.seq, 'data-ts': bet.ts }}>
      <BetCells bet={bet} precise={precise} />
    </GridRow>
  );
});

const BetCells = memo(function BetCells({ bet, precise }: { bet: LiveBet; precise: boolean }) {
  useFormatRedraw();
  const fancy = bet.line !== null;
  return (
    <>
      <span className={classes.cell} role="gridcell">
        <Text span size="xs" c="dimmed">
          {bet.seq}
        </Text>
      </span>
      <span className={classes.cell} role="gridcell" title={`Placed ${formatTime(bet.placedAt, 'ms')}${bet.delaySeconds > 0 ? `, ${bet.delaySeconds} s bet delay` : ''}`}>
        {formatTime(bet.ts, precise ? 'ms' : 'seconds')}
      </span>
      <span className={classes.cell} role="gridcell">
        {bet.user}
      </span>
      <EventMarketCell eventName={bet.eventName} marketName={bet.marketName} title={`${bet.eventName} · ${bet.marketName}`} />
      <span className={classes.cell} role="gridcell" title={bet.selectionName}>
        {bet.selectionName}
      </span>
      <span className={classes.cell} role="gridcell">
        <span className={`${classes.flash} ${bet.side === 'back' ? classes.back : classes.lay}`}>{fancy ? (bet.side === 'back' ? 'Yes' : 'No') : bet.side === 'back' ? 'Back' : 'Lay'}</span>
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right' }}>
        {formatOdds(betOdds(bet))}
      </span>
      <span className={classes.cell} role="gridcell" style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(bet.stake)}
      </span>
      <BetStatusCell bet={bet} />
    </>
  );
});
