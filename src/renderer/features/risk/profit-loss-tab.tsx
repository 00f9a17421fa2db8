import { Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { PROFIT_LOSS_BY, TRADER_FAMILIES } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatMinor, formatWhen } from '@renderer/lib/format';

const BY_WORDS: Record<(typeof PROFIT_LOSS_BY)[number], string> = { sport: 'By sport', event: 'By event', market: 'By market' };

/** An agent's P/L from settled markets, grouped; each line checks that punters, agents and house add up to zero. */
function AgentProfitLoss() {
  const [userName, setUserName] = useState('house');
  const [by, setBy] = useState<(typeof PROFIT_LOSS_BY)[number]>('sport');
  const lines = useOperation(contract.risk.agentProfitLoss, { userName: userName.trim() || 'house', by }, { enabled: userName.trim().length > 0, keepPreviousData: true });
  return (
    <Stack gap="xs">
      <Title order={4}>Agent P/L</Title>
      <Group gap="sm" align="flex-end">
        <TextInput label="Agent user name" value={userName} onChange={(e) => setUserName(e.currentTarget.value)} w={200} />
        <SegmentedControl aria-label="Group by" data={PROFIT_LOSS_BY.map((b) => ({ value: b, label: BY_WORDS[b] }))} value={by} onChange={(v) => setBy(v as typeof by)} />
      </Group>
      <Table striped fz="sm" aria-label="Agent profit and loss">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{BY_WORDS[by].replace('By ', '')}</Table.Th>
            <Table.Th>Markets</Table.Th>
            <Table.Th>P/L</Table.Th>
            <Table.Th>Books (punters + agents + house)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(lines.data ?? []).map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.markets}</Table.Td>
              <Table.Td c={line.profitLoss < 0 ? 'red' : undefined}>{formatMinor(line.profitLoss)}</Table.Td>
              <Table.Td c={line.reconciliation === 0 ? 'green' : 'red'}>{line.reconciliation === 0 ? 'Reconciled (0)' : `Off by ${formatMinor(line.reconciliation)}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {lines.error && <Text c="red">{String(lines.error.message)}</Text>}
    </Stack>
  );
}

/** The house's P/L per settled market of a desk's family, with the market's manager. */
function DeskProfitLoss() {
  const [family, setFamily] = useState<(typeof TRADER_FAMILIES)[number]>('fancy');
  const rows = useOperation(contract.risk.traderProfitLoss, { family });
  return (
    <Stack gap="xs">
      <Title order={4}>Desk P/L</Title>
      <Select label="Desk" data={TRADER_FAMILIES.map((f) => ({ value: f, label: MARKET_FAMILY_LABELS[f] }))} value={family} onChange={(v) => v && setFamily(v as typeof family)} allowDeselect={false} w={200} />
      <Table striped fz="sm" aria-label="Desk profit and loss">
        <Table.Thead>
          <Table.Tr>
            {['Settled', 'Market', 'Manager', 'Bets', 'House P/L'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).map((row) => (
            <Table.Tr key={row.marketId}>
              <Table.Td>{formatWhen(row.settledAt)}</Table.Td>
              <Table.Td>{`${row.marketName} · ${row.eventName}`}</Table.Td>
              <Table.Td>{row.manager ?? '—'}</Table.Td>
              <Table.Td>{row.bets}</Table.Td>
              <Table.Td c={row.houseProfitLoss < 0 ? 'red' : undefined}>{formatMinor(row.houseProfitLoss)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function ProfitLossTab() {
  return (
    <Stack gap="xl">
      <AgentProfitLoss />
      <DeskProfitLoss />
    </Stack>
  );
}
