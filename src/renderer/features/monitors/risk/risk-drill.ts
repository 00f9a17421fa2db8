import { useCallback, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { contract } from '@shared/contract';
import { MONITOR_WINDOW_PATH } from '@shared/contract/windows';
import { useCanCall } from '@renderer/app/data/can-call';
import { getHref } from '@renderer/app/paths';
import type { MonitorGridState } from '../frame/use-monitor-grid';

/** The window a monitor window opens the console's screens in (a browser reuses its tab for the next one). */
export const CONSOLE_WINDOW_NAME = 'console';

/** The Risk screen opened at one market's outcomes (its Live risk tab reads `market`). */
export const riskDrillHref = (marketId: string): string => `${getHref('risk')}?${new URLSearchParams({ tab: 'live', market: marketId }).toString()}`;

/**
 * Opens a market's drill-down on the Risk screen: in place when the monitor is shown inside the console
 * (the monitors hub), in the console window when it is a monitor window of its own. Undefined when the
 * user may not read a market's book (the Risk screen would refuse them).
 */
export function useOpenRiskDrill(): ((marketId: string) => void) | undefined {
  const navigate = useNavigate();
  const inMonitorWindow = useLocation().pathname.startsWith(`${MONITOR_WINDOW_PATH}/`);
  const mayDrill = useCanCall(contract.risk.marketBook);
  const open = useCallback(
    (marketId: string) => {
      const href = riskDrillHref(marketId);
      if (inMonitorWindow) window.open(href, CONSOLE_WINDOW_NAME);
      else void navigate(href);
    },
    [inMonitorWindow, navigate],
  );
  return mayDrill ? open : undefined;
}

/**
 * The grid with Enter also opening the active row's market on the Risk screen (after linking its event, as
 * every monitor's Enter does). A click still only links and picks the row: it never takes the user away.
 */
export function withDrillKey(grid: MonitorGridState, ids: readonly string[], open: ((marketId: string) => void) | undefined): MonitorGridState {
  if (!open) return grid;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    grid.keys.onKeyDown(event);
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
    const marketId = ids[grid.keys.active];
    if (marketId) open(marketId);
  };
  return { ...grid, keys: { ...grid.keys, onKeyDown } };
}
