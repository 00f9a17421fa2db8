import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DrillTable } from './drill-table';
import type { LevelProps } from './level-props';
import { VoidBetButton } from '../void-bet-button';
import { BET_SIDE_LABELS, betStatusText } from '@renderer/components/bet-words';
import { formatMinor, formatWhen } from '@renderer/lib/format';

const SHOWN = 25;

/** A punter's latest bets; Enter on any goes on to the punter's statement and chain of agents. */
export function BetsLevel({ userName, focusIndex, goIn, onContext }: LevelProps & { userName: string }) {
  const bets = useOperation(contract.risk.userBets, { userName, scope: 'all', start: 0, length: SHOWN }, { spinner: false, keepPreviousData: true });
  const rows = bets.data?.data ?? [];
  return (
    <DrillTable
      label={`Bets of ${userName}`}
      headers={['Placed', 'Market', 'Selection', 'Side', 'Price', 'Stake', 'Status', 'P/L', 'Fix']}
      focusIndex={focusIndex}
      rows={rows.map((bet) => ({
        key: bet.betId,
        cells: [formatWhen(bet.placedAt), `${bet.marketName} · ${bet.eventName}`, bet.outcomeName, BET_SIDE_LABELS[bet.side], bet.price, formatMinor(bet.stake), betStatusText(bet), bet.pnl === null ? '—' : formatMinor(bet.pnl), <VoidBetButton key="v" bet={bet} />],
      }))}
      onEnter={(index) => goIn({ level: 'statement', userName }, index)}
      onActive={() => onContext({ scope: 'user', target: userName, name: userName })}
    />
  );
}
