import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DrillTable, staleSince } from './drill-table';
import type { LevelProps } from './level-props';
import { LIVE_POLL_MS } from './markets-level';
import { formatMinor } from '@renderer/lib/format';

/** The punters of one outcome, those who win most if it happens first; Enter opens a punter's bets. */
export function PuntersLevel({ marketId, outcomeId, focusIndex, goIn, onContext, isBreached }: LevelProps & { marketId: string; outcomeId: string }) {
  const book = useOperation(contract.risk.marketBook, { marketId }, { refetchInterval: LIVE_POLL_MS, spinner: false, keepPreviousData: true });
  const punters = book.data?.outcomes.find((o) => o.outcomeId === outcomeId)?.punters ?? [];
  return (
    <DrillTable
      asOf={staleSince(book)}
      label="Punters on this outcome"
      headers={['Punter', 'Stake on the market', 'Wins if it happens']}
      focusIndex={focusIndex}
      rows={punters.map((p) => ({ key: p.userName, alert: isBreached('user', p.userName), cells: [p.userName, formatMinor(p.stake), formatMinor(p.pnl)] }))}
      onEnter={(index) => {
        const p = punters[index];
        if (p) goIn({ level: 'bets', userName: p.userName }, index);
      }}
      onActive={(index) => {
        const p = punters[index];
        if (p) onContext({ scope: 'user', target: p.userName, name: p.userName });
      }}
    />
  );
}
