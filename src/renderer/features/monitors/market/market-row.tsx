import { Badge, Button, Group } from '@mantine/core';
import { memo } from 'react';
import { MARKET_FAMILY_LABELS, MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreValue } from '../live/use-live';
import { distinctLabels } from '../frame/distinct-labels';
import { GridRow, type RowPlace } from '../frame/grid-parts';
import { MARKET_STATUS_COLORS } from '../frame/status-colors';
import classes from '../frame/monitors.module.css';
import { MARKET_GRID } from './market-grid';
import { PriceCells } from './price-cells';
import { PAST_THE_OFF, statusToggle } from './status-toggle';

export interface RowActions {
  /** Null when the user may not change statuses. */
  readonly setStatus: ((market: LiveMarket, status: 'open' | 'suspended') => void) | null;
  readonly pending: ReadonlySet<string>;
}

/** One market: names and status re-render when the market changes, its prices on their own. */
export const MarketRow = memo(function MarketRow({
  id,
  markets,
  prices,
  actions,
  ...place
}: RowPlace & {
  id: string;
  markets: KeyedStore<LiveMarket>;
  prices: KeyedStore<LivePrices>;
  actions: RowActions;
}) {
  const market = useStoreValue(markets, id);
  if (!market) return null;
  const busy = actions.pending.has(id);
  const next = statusToggle(market);
  const verb = next === 'suspended' ? 'Suspend' : 'Resume';
  const subtitle = distinctLabels(market.name, MARKET_FAMILY_LABELS[market.family], market.sportName);
  return (
    <GridRow place={place} spec={MARKET_GRID} data={{ 'data-market-id': id }}>
      <span className={classes.cell} role="gridcell">
        <span className={classes.eventName} title={market.eventName}>
          {market.eventName}
        </span>
        <span className={`${classes.dimmed} ${classes.subtitle}`} title={subtitle}>
          {subtitle}
        </span>
      </span>
      <span className={classes.cell} role="gridcell">
        <Badge size="sm" variant="light" color={MARKET_STATUS_COLORS[market.status]} data-status={market.status}>
          {MARKET_STATUS_LABELS[market.status]}
        </Badge>
        {market.inPlay && (
          <span className={classes.inPlay} title="In play">
            IP
          </span>
        )}
      </span>
      <PriceCells store={prices} market={market} />
      <span className={classes.cell} role="gridcell">
        {actions.setStatus && next && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              color={next === 'suspended' ? 'orange' : 'green'}
              loading={busy}
              tabIndex={-1}
              aria-label={`${verb} ${market.eventName} ${market.name}`}
              onClick={(event) => {
                event.stopPropagation();
                actions.setStatus?.(market, next);
              }}
            >
              {verb}
            </Button>
          </Group>
        )}
        {market.status === 'suspended' && market.closedAtOff === true && (
          <span className={classes.dimmed} title={PAST_THE_OFF}>
            Off
          </span>
        )}
      </span>
    </GridRow>
  );
});
