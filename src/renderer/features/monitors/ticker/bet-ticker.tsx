import { Alert, Button, NumberInput, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { LiveBet } from '@shared/contract/live';
import { MonitorGrid } from '../frame/grid-parts';
import { MonitorFrame } from '../frame/monitor-frame';
import { ScopeFilters, scopeOf } from '../frame/scope-filters';
import { useGridKeys } from '../frame/use-grid-keys';
import type { MonitorState } from '../frame/use-monitor-state';
import { useVirtualRows } from '../frame/use-virtual-rows';
import { EventStore } from '../live/event-store';
import { createMarketStore } from '../live/market-store';
import { useEvents, useFeedStatus, useLiveFeed } from '../live/use-live';
import { betMatches } from './bet-filter';
import { BET_COLUMNS, BET_HEADERS, BET_ROW_HEIGHT, BetRow } from './bet-row';

/**
 * The bet ticker: every bet as it is placed, newest first. Nothing is lost: the store takes every bet the
 * window receives (merged by sequence after a reconnect); pausing freezes the view only, and counts what
 * arrived meanwhile.
 */
export function BetTicker({ monitor, enabled, header }: { monitor: MonitorState; enabled: boolean; header: ReactNode }) {
  const [markets] = useState(createMarketStore);
  const [bets] = useState(() => new EventStore<LiveBet>());
  const { view, setView, select } = monitor;
  const live = enabled && monitor.ready;
  useLiveFeed('markets', {}, markets, live);
  useLiveFeed('bets', scopeOf(view), bets, live);
  const status = useFeedStatus(bets.status);
  const all = useEvents(bets);
  const [pausedAt, setPausedAt] = useState<number | undefined>(undefined);

  const { shown, waiting } = useMemo(() => {
    const matching = all.filter((bet) => betMatches(bet, view));
    const cut = pausedAt === undefined ? matching : matching.filter((bet) => bet.seq <= pausedAt);
    return { shown: cut.reverse(), waiting: matching.length - cut.length };
  }, [all, view, pausedAt]);

  const togglePause = useCallback(() => setPausedAt((at) => (at === undefined ? (all.at(-1)?.seq ?? 0) : undefined)), [all]);
  const gridId = useId();
  const { ref: gridRef, start, end, height, reveal } = useVirtualRows(shown.length, BET_ROW_HEIGHT);
  const link = useCallback(
    (index: number) => {
      const bet = shown[index];
      const market = bet ? markets.get(bet.marketId) : undefined;
      if (bet) select({ sportId: bet.sportId, competitionId: bet.competitionId, eventId: bet.eventId, eventName: market?.eventName ?? bet.eventName, marketId: bet.marketId });
    },
    [shown, markets, select],
  );
  const grid = useGridKeys(shown.length, 15, reveal, (key, index) => {
    if (key === 'Enter') link(index);
    else if (key === ' ' || key.toLowerCase() === 'p') togglePause();
    else return false;
    return true;
  });
  const onSelect = useCallback((index: number) => (grid.setActive(index), link(index)), [grid, link]);

  const rows: ReactNode[] = [];
  for (let i = start; i < end; i += 1) {
    const bet = shown[i];
    if (bet) rows.push(<BetRow key={bet.seq} bet={bet} index={i} gridId={gridId} active={grid.active === i} onSelect={onSelect} />);
  }

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={[['↑ ↓', 'move'], ['Enter', 'link the event'], ['P', pausedAt === undefined ? 'pause' : 'resume']]}
      beside={
        <Text size="xs" c="dimmed" aria-live="off" data-testid="ticker-count">
          {bets.received.toLocaleString('en')} received
          {/* Without a scope filter every bet is numbered for this window, so gaps can be counted. */}
          {Object.keys(scopeOf(view)).length === 0 && bets.received > 0 && (bets.missing === 0 ? ' · sequence complete' : ` · ${bets.missing} missing`)}
        </Text>
      }
      filters={
        <>
          <ScopeFilters markets={markets} view={view} onChange={setView} />
          <TextInput size="xs" w={170} label="Search" placeholder="User, market, selection" value={view.search ?? ''} onChange={(e) => setView({ search: e.currentTarget.value })} />
          <NumberInput size="xs" w={110} label="Min stake" min={0} step={100} thousandSeparator="," value={view.minStake ?? ''} onChange={(v) => setView({ minStake: typeof v === 'number' ? v : undefined })} />
          <SegmentedControl
            size="xs"
            aria-label="Side"
            value={view.side ?? 'all'}
            onChange={(side) => setView({ side: side === 'all' ? undefined : (side as 'back' | 'lay') })}
            data={[
              { value: 'all', label: 'Both' },
              { value: 'back', label: 'Back' },
              { value: 'lay', label: 'Lay' },
            ]}
          />
          <Button size="xs" variant={pausedAt === undefined ? 'default' : 'filled'} leftSection={pausedAt === undefined ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />} onClick={togglePause}>
            {pausedAt === undefined ? 'Pause' : `Resume (${waiting} new)`}
          </Button>
        </>
      }
    >
      {status.gap && (
        <Alert color="orange" variant="light" p="xs" role="alert">
          Some bets placed during a feed outage could not be recovered; the exchange no longer kept them.
        </Alert>
      )}
      <MonitorGrid
        gridRef={gridRef}
        label="Bets"
        gridId={gridId}
        rowCount={shown.length}
        keys={grid}
        columns={BET_COLUMNS}
        headers={BET_HEADERS}
        spacerHeight={height}
        emptyText="No bets match this filter yet."
        live={status.health === 'live'}
      >
        {rows}
      </MonitorGrid>
    </MonitorFrame>
  );
}
