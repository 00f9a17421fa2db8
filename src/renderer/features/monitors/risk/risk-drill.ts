import { useCallback, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { contract } from '@shared/contract';
import { MONITOR_WINDOW_PATH } from '@shared/contract/windows';
import { useCanCall } from '@renderer/app/data/can-call';
import { BridgeCallError } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { showErrorToast } from '@renderer/app/notify';
import { getHref } from '@renderer/app/paths';
import type { MonitorGridState } from '../frame/use-monitor-grid';

/** The Risk screen opened at one market's outcomes (its Live risk tab reads `market`). */
export const riskDrillHref = (marketId: string): string => `${getHref('risk')}?${new URLSearchParams({ tab: 'live', market: marketId }).toString()}`;

/** Asks the main core to show a route in a console window (brought forward); says why when it cannot. */
async function showInConsoleWindow(href: string): Promise<void> {
  const result = await exchange().windows.showRoute({ href });
  if (!result.ok) showErrorToast(new BridgeCallError(result.error));
}

/**
 * Opens a market's drill-down on the Risk screen: in place when the monitor is shown inside the console
 * (the monitors hub); from a monitor window of its own, in the console window used last (`windows.showRoute`),
 * never a new window. Undefined when the user may not read a market's book (the Risk screen would refuse them).
 */
export function useOpenRiskDrill(): ((marketId: string) => void) | undefined {
  const navigate = useNavigate();
  const inMonitorWindow = useLocation().pathname.startsWith(`${MONITOR_WINDOW_PATH}/`);
  const mayDrill = useCanCall(contract.risk.marketBook);
  const open = useCallback(
    (marketId: string) => {
      const href = riskDrillHref(marketId);
      if (inMonitorWindow) void showInConsoleWindow(href);
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
