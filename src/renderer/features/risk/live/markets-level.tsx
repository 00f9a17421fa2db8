import { Badge } from '@mantine/core';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { RiskMarket } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { DrillTable, staleSince } from './drill-table';
import type { LevelProps } from './level-props';
import { formatMinor } from '@renderer/lib/format';

/** How many markets the live list shows, and how often it is read again. */
export const LIVE_TOP = 15;
export const LIVE_POLL_MS = 1_000;

/** The markets of largest exposure, read again every second; Enter opens one outcome by outcome, S suspends it. */
export function MarketsLevel({ focusIndex, goIn, onContext, suspend, isBreached }: LevelProps) {
  const list = useOperation(contract.risk.marketList, { start: 0, length: LIVE_TOP }, { refetchInterval: LIVE_POLL_MS, spinner: false, keepPreviousData: true });
  const markets: readonly RiskMarket[] = list.data?.data ?? [];
  const open = (index: number) => {
    const m = markets[index];
    if (m) goIn({ level: 'outcomes', marketId: m.marketId, title: `${m.marketName} · ${m.eventName}` }, index);
  };
  return (
    <DrillTable
      asOf={staleSince(list)}
      label="Live markets by exposure"
      headers={['Market', 'Sport', 'Status', 'Exposure', 'Punters', 'Open bets', 'Stake']}
      focusIndex={focusIndex}
      rows={markets.map((m) => ({
        key: m.marketId,
        alert: isBreached('market', m.marketId),
        cells: [
          `${m.marketName} · ${m.eventName}`,
          m.sportName,
          <Badge key="s" size="sm" variant="light" color={m.status === 'open' ? 'green' : 'orange'}>
            {MARKET_STATUS_LABELS[m.status]}
          </Badge>,
          formatMinor(m.exposure),
          m.punters,
          m.openBets,
          formatMinor(m.stake),
        ],
      }))}
      onEnter={open}
      onActive={(index) => {
        const m = markets[index];
        if (m) onContext({ scope: 'market', target: m.marketId, name: `${m.marketName} · ${m.eventName}` });
      }}
      onKey={(key, index) => {
        const m = markets[index];
        if (key.toLowerCase() !== 's' || !m || !suspend || m.status !== 'open') return false;
        suspend(m.marketId, `${m.marketName} · ${m.eventName}`);
        return true;
      }}
    />
  );
}
