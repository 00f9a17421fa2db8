import { Badge } from '@mantine/core';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { RiskMarket } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { DrillTable, staleSince } from './drill-table';
import type { LevelProps } from './level-props';
import { suspendOnKey } from './suspend-key';
import { TruncatedName } from './truncated-name';
import { formatMinor } from '@renderer/lib/format';

/** How many markets the live list shows, and how often it is read again. */
export const LIVE_TOP = 15;
export const LIVE_POLL_MS = 1_000;

/** What the list's two money figures are: the one it ranks by (the exchange's reservations) and the house's. */
export const LIVE_MARKETS_NOTE =
  'Ranked by punters’ exposure: what punters have reserved on the market. House worst case: what the house loses if the market’s worst outcome for it happens.';

const nameOf = (m: RiskMarket) => `${m.marketName} · ${m.eventName}`;

/**
 * The markets of largest punters' exposure, read again every second, each with the house's worst case (the
 * figure of its drill-down); Enter opens one outcome by outcome, S suspends it (or says why it cannot).
 */
export function MarketsLevel({ focusIndex, goIn, onContext, suspend, isBreached }: LevelProps) {
  const list = useOperation(contract.risk.marketList, { start: 0, length: LIVE_TOP }, { refetchInterval: LIVE_POLL_MS, spinner: false, keepPreviousData: true });
  const markets: readonly RiskMarket[] = list.data?.data ?? [];
  const open = (index: number) => {
    const m = markets[index];
    if (m) goIn({ level: 'outcomes', marketId: m.marketId, title: nameOf(m) }, index);
  };
  return (
    <DrillTable
      asOf={staleSince(list)}
      label="Live markets by exposure"
      note={LIVE_MARKETS_NOTE}
      headers={['Market', 'Sport', 'Status', 'Punters’ exposure', 'House worst case', 'Punters', 'Open bets', 'Stake']}
      focusIndex={focusIndex}
      rows={markets.map((m) => ({
        key: m.marketId,
        alert: isBreached('market', m.marketId),
        cells: [
          <TruncatedName key="n" name={nameOf(m)} />,
          m.sportName,
          // Never narrower than its words: a badge may otherwise shrink to "SUSPEN…" when the names are long.
          <Badge key="s" size="sm" variant="light" color={m.status === 'open' ? 'green' : 'orange'} miw="max-content">
            {MARKET_STATUS_LABELS[m.status]}
          </Badge>,
          formatMinor(m.exposure),
          // An exchange that does not work it out sends none: a dash, never a 0 that looks safe.
          m.houseWorstCase === undefined ? '—' : formatMinor(m.houseWorstCase),
          m.punters,
          m.openBets,
          formatMinor(m.stake),
        ],
      }))}
      onEnter={open}
      onActive={(index) => {
        const m = markets[index];
        if (m) onContext({ scope: 'market', target: m.marketId, name: nameOf(m) });
      }}
      onKey={(key, index) => {
        const m = markets[index];
        return suspendOnKey(key, suspend, m && { marketId: m.marketId, name: nameOf(m), status: m.status });
      }}
    />
  );
}
