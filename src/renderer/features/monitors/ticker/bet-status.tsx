import { Badge } from '@mantine/core';
import type { LiveBet } from '@shared/contract/live';
import { REFUSAL_LABELS } from '@shared/money/refusals';
import classes from '../frame/monitors.module.css';
import status from './bet-status.module.css';

/** What the exchange decided on the bet: Matched, or "Refused: <reason>" in full. */
export const betStatusWords = (bet: Pick<LiveBet, 'status' | 'reason'>): string =>
  bet.status === 'matched' ? 'Matched' : bet.reason ? `Refused: ${REFUSAL_LABELS[bet.reason]}` : 'Refused';

/** The ticker's Status cell: a Matched badge, or the refusal with its whole reason, wrapped (its title too). */
export function BetStatusCell({ bet }: { bet: Pick<LiveBet, 'status' | 'reason'> }) {
  const words = betStatusWords(bet);
  return (
    <span className={classes.cell} role="gridcell" title={bet.status === 'matched' ? undefined : words}>
      {bet.status === 'matched' ? (
        <Badge size="sm" variant="light" color="green">
          {words}
        </Badge>
      ) : (
        <span className={status.refused}>{words}</span>
      )}
    </span>
  );
}
