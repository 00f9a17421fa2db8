import { Alert, Button, NumberInput, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { LiveBet } from '@shared/contract/live';
import { MonitorGrid } from '../frame/grid-parts';
import { linkedContextOf } from '../frame/linked-context';
import { MonitorFrame } from '../frame/monitor-frame';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { viewAmountProps } from '@renderer/components/number-input-format';
import { ScopeFilters, scopeOf } from '../frame/scope-filters';
import { useMonitorGrid, visibleRows } from '../frame/use-monitor-grid';
import { useScopedFeed } from '../frame/use-scoped-feed';
import { EventStore } from '../live/event-store';
import { useEvents } from '../live/use-live';
import type { MonitorProps } from '../registry/monitor-kind';
import { BET_GRID } from './bet-grid';
import { betMatcher } from './bet-filter';
import { BetRow } from './bet-row';
import { sharesSecond } from './same-second';
import { formatCount } from '@renderer/lib/format';
import { MONITOR_VIEW_LIMITS } from '@shared/contract/windows';

/**
 * The bet ticker: every bet as the exchange decides it, newest first, in the order of its sequence. Nothing is lost: the store takes every bet the
 * window receives (merged by sequence after a reconnect); pausing freezes the view only, and counts what
 * arrived meanwhile.
 */
export function BetTicker({ monitor, enabled, header }: MonitorProps) {
  const { view, setView, select } = monitor;
  const { markets, store: bets, status } = useScopedFeed(monitor, enabled, 'bets', () => new EventStore<LiveBet>());
  const all = useEvents(bets);
  const [pausedAt, setPausedAt] = useState<number | undefined>(undefined);

  const { shown, waiting } = useMemo(() => {
    const matching = all.filter(betMatcher(view));
    const cut = pausedAt === undefined ? matching : matching.filter((bet) => bet.seq <= pausedAt);
    return { shown: cut.reverse(), waiting: matching.length - cut.length };
  }, [all, view, pausedAt]);

  // Reads the store, not `all`: the filters below stay the same element while bets arrive.
  const togglePause = useCallback(() => setPausedAt((at) => (at === undefined ? (bets.getSnapshot().at(-1)?.seq ?? 0) : undefined)), [bets]);
  const link = useCallback(
    (index: number) => {
      const bet = shown[index];
      // The market's event name as the feed has it now (an event renamed since the bet was placed).
      if (bet) select(linkedContextOf({ ...bet, eventName: markets.get(bet.marketId)?.eventName ?? bet.eventName }));
    },
    [shown, markets, select],
  );
  const grid = useMonitorGrid(BET_GRID, shown.length, link, (key) => {
    if (key !== ' ' && key.toLowerCase() !== 'p') return false;
    togglePause();
    return true;
  });

  const formatEpoch = useFormatRedraw();
  // The filters and key hints change with the view or a pause, not with each bet: a busy feed redraws the
  // rows and the count only (a frame's worth of bets at a time), never the inputs.
  const filters = useMemo(
    () => (
      <>
        <ScopeFilters markets={markets} view={view} onChange={setView} />
        <TextInput size="xs" w={170} label="Search" placeholder="User, market, selection" value={view.search ?? ''} onChange={(e) => setView({ search: e.currentTarget.value })} />
        <NumberInput
          {...viewAmountProps(MONITOR_VIEW_LIMITS.minStake)}
          w={110}
          label="Min stake"
          allowDecimal={false}
          step={100}
          value={view.minStake ?? ''}
          // Above the most the view keeps, the most (the field clamps to it when left).
          onChange={(v) => setView({ minStake: typeof v === 'number' ? Math.min(v, MONITOR_VIEW_LIMITS.minStake) : undefined })}
        />
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
    ),
    // formatEpoch: the minimum stake's grouping (viewAmountProps) follows the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [markets, view, setView, pausedAt, waiting, togglePause, formatEpoch],
  );
  const hints = useMemo((): Array<[string, string]> => [['↑ ↓', 'move'], ['Enter', 'link the event'], ['P', pausedAt === undefined ? 'pause' : 'resume']], [pausedAt]);

  return (
    <MonitorFrame
      header={header}
      status={status}
      hints={hints}
      beside={
        <Text size="xs" c="dimmed" aria-live="off" data-testid="ticker-count">
          {formatCount(bets.received)} received
          {/* Without a scope filter every bet is numbered for this window, so gaps can be counted. */}
          {Object.keys(scopeOf(view)).length === 0 && bets.received > 0 && (bets.missing === 0 ? ' · sequence complete' : ` · ${bets.missing} missing`)}
        </Text>
      }
      filters={filters}
    >
      {status.gap && (
        <Alert color="orange" variant="light" p="xs" role="alert">
          Some bets placed during a feed outage could not be recovered; the exchange no longer kept them.
        </Alert>
      )}
      <MonitorGrid spec={BET_GRID} grid={grid} live={status.health === 'live'}>
        {visibleRows(grid, shown, (bet, index) => (
          <BetRow key={bet.seq} bet={bet} precise={sharesSecond(shown, index)} index={index} gridId={grid.gridId} active={grid.keys.active === index} onSelect={grid.onSelect} />
        ))}
      </MonitorGrid>
    </MonitorFrame>
  );
}
