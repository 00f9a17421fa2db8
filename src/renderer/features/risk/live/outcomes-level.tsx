import { Group, Stack, Text } from '@mantine/core';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';
import { DrillTable, staleSince } from './drill-table';
import type { LevelProps } from './level-props';
import { LiabilityChart } from './liability-chart';
import { LIVE_POLL_MS } from './markets-level';
import { suspendOnKey } from './suspend-key';
import { formatMinor } from '@renderer/lib/format';

const TOP_SHOWN = 3;

/** One market outcome by outcome, live: the house's P/L if it happens and the punters who win most then. */
export function OutcomesLevel({ marketId, title, focusIndex, goIn, onContext, suspend }: LevelProps & { marketId: string; title: string }) {
  const book = useOperation(contract.risk.marketBook, { marketId }, { refetchInterval: LIVE_POLL_MS, spinner: false, keepPreviousData: true });
  const data = book.data;
  const outcomes = data?.outcomes ?? [];
  return (
    <Stack gap="xs">
      {data && (
        <Group gap="xl" aria-label="Market book">
          <Text size="sm">Status {MARKET_STATUS_LABELS[data.status]}</Text>
          <Text size="sm">House worst case {formatMinor(data.liability)}</Text>
          <Text size="sm">Open bets {data.openBets}</Text>
          <Text size="sm">Stake {formatMinor(data.stake)}</Text>
        </Group>
      )}
      <DrillTable
        asOf={staleSince(book)}
        label="Outcomes"
        headers={['Outcome', 'House if it happens', 'Biggest punters on it']}
        focusIndex={focusIndex}
        rows={outcomes.map((o) => ({
          key: o.outcomeId,
          alert: o.housePnl < 0 && -o.housePnl === data?.liability,
          cells: [o.name, <Text key="p" span size="sm" c={o.housePnl < 0 ? 'red' : 'green'}>{formatMinor(o.housePnl)}</Text>, o.punters.slice(0, TOP_SHOWN).map((p) => `${p.userName} ${formatMinor(p.pnl)}`).join(', ') || '—'],
        }))}
        onEnter={(index) => {
          const o = outcomes[index];
          // The path shows the market before it: this step is the outcome alone.
          if (o) goIn({ level: 'punters', marketId, outcomeId: o.outcomeId, title: o.name }, index);
        }}
        onActive={() => onContext({ scope: 'market', target: marketId, name: title })}
        onKey={(key) => suspendOnKey(key, suspend, data && { marketId, name: title, status: data.status })}
      />
      {data && <LiabilityChart history={data.history} />}
    </Stack>
  );
}
