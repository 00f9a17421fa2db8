import { Alert, Badge, Button, Code, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue/market-families';
import { allowedMarketTransitions, allowedSelectionTransitions, isTerminalMarketStatus, SELECTION_STATUS_LABELS } from '@shared/catalogue/market-status';
import { limits } from '@shared/contract/limits';
import { markets, type MarketDetail as Market } from '@shared/contract/markets';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { MarketStatusBadge } from '../common/status-badge';
import { LevelLimit, money } from '../limits/level-limit';
import { delayProblem } from '../limits/delay-problem';

const ACTION_LABEL = { open: 'Open', ballRunning: 'Ball running', suspended: 'Suspend', closed: 'Close', settled: 'Settle', voided: 'Void' } as const;

/** Everything a trader changes on one market, and the limit and delay that apply to its bets. */
export function MarketDetail({ market, onEdit, onDeleted }: { market: Market; onEdit(): void; onDeleted(): void }) {
  const canEditDelay = useCanCall(limits.saveMarketDelay);
  const [confirm, setConfirm] = useState<'delete' | 'closed' | null>(null);
  const setStatus = useOperationMutation(markets.setStatus);
  const setFlags = useOperationMutation(markets.setFlags);
  const setSelection = useOperationMutation(markets.setSelectionStatus);
  const remove = useOperationMutation(markets.delete);
  const terminal = isTerminalMarketStatus(market.status);
  const limit = market.effectiveLimit;

  return (
    <Paper withBorder p="md" component="section" aria-label="Market details">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              Market · {MARKET_FAMILY_LABELS[market.family]}
            </Text>
            <Group gap="xs">
              <Title order={3}>{market.name}</Title>
              <MarketStatusBadge status={market.status} />
              {market.takesBets ? (
                <Badge color="green" variant="dot">
                  Taking bets
                </Badge>
              ) : (
                <Badge color="gray" variant="dot" title={market.unavailableReason ?? undefined}>
                  No bets: {market.unavailableReason}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {market.sportName} › {market.competitionName} › {market.eventName}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="xs" c="dimmed">
              Access code
            </Text>
            <Code fz="md">{market.accessCode}</Code>
          </Stack>
        </Group>

        <CanCall op={markets.setStatus}>
          <Group gap="xs" aria-label="Market status actions" role="group">
            {allowedMarketTransitions(market.status).map((to) => (
              <Button
                key={to}
                size="compact-sm"
                color={to === 'suspended' ? 'orange' : to === 'closed' ? 'dark' : 'green'}
                variant={to === 'closed' ? 'outline' : 'light'}
                disabled={setStatus.isPending}
                onClick={() => (to === 'closed' ? setConfirm('closed') : setStatus.mutate({ _id: market._id, status: to }))}
              >
                {ACTION_LABEL[to]} market
              </Button>
            ))}
            <Switch label="In-play" checked={market.inPlay} disabled={terminal || setFlags.isPending} onChange={(e) => setFlags.mutate({ _id: market._id, inPlay: e.currentTarget.checked })} />
            <Switch label="Popular" checked={market.popular} disabled={terminal || setFlags.isPending} onChange={(e) => setFlags.mutate({ _id: market._id, popular: e.currentTarget.checked })} />
          </Group>
        </CanCall>
        {terminal && <Alert color="gray">This market is {market.status}: its status, flags and selections no longer change here.</Alert>}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Paper withBorder p="xs" component="section" aria-label="Effective bet limit">
            <Text size="sm" fw={600}>
              Effective bet limit
            </Text>
            <Text size="xs" data-testid="effective-limit-source">
              From {limit.sourceName}
            </Text>
            <Text size="xs" data-testid="effective-limit-values">
              Stake {money(limit.minStake)}–{money(limit.maxStake)} · max profit {money(limit.maxProfit)} · max liability {money(limit.maxLiability)}
            </Text>
          </Paper>
          <DelayEditor market={market} canEdit={canEditDelay} />
        </SimpleGrid>
        <LevelLimit target={{ level: 'market', id: market._id, name: `${market.eventName} › ${market.name}` }} />

        <Table withTableBorder verticalSpacing={4} aria-label="Selections">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Selection</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {market.selections.map((selection) => (
              <Table.Tr key={selection._id}>
                <Table.Td>{selection.name}</Table.Td>
                <Table.Td>{SELECTION_STATUS_LABELS[selection.status]}</Table.Td>
                <Table.Td>
                  <CanCall op={markets.setSelectionStatus}>
                    <Group gap={4} justify="flex-end">
                      {!terminal &&
                        allowedSelectionTransitions(selection.status).map((to) => (
                          <Button key={to} size="compact-xs" variant="subtle" onClick={() => setSelection.mutate({ marketId: market._id, selectionId: selection._id, status: to })}>
                            {to === 'active' ? 'Activate' : to === 'suspended' ? 'Suspend' : 'Remove'}
                          </Button>
                        ))}
                    </Group>
                  </CanCall>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        <Group gap="xs">
          <CanCall op={markets.save}>
            <Button size="compact-sm" variant="light" onClick={onEdit} disabled={terminal}>
              Edit market
            </Button>
          </CanCall>
          <CanCall op={markets.delete}>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirm('delete')}>
              Delete market
            </Button>
          </CanCall>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'delete' ? 'Delete market' : 'Close market'}
        busy={remove.isPending || setStatus.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm === 'delete'
            ? remove.mutate({ _id: market._id }, { onSuccess: onDeleted, onSettled: () => setConfirm(null) })
            : setStatus.mutate({ _id: market._id, status: 'closed' }, { onSettled: () => setConfirm(null) })
        }
      >
        {confirm === 'delete'
          ? `Delete ${market.name} of ${market.eventName}? An open market cannot be deleted.`
          : `Close ${market.name}? A closed market cannot be reopened; it waits for its result.`}
      </ConfirmDialog>
    </Paper>
  );
}

function DelayEditor({ market, canEdit }: { market: Market; canEdit: boolean }) {
  const save = useOperationMutation(limits.saveMarketDelay);
  const [value, setValue] = useState<number | string>(market.betDelaySeconds ?? '');
  const source = market.delaySource === 'market' ? 'custom for this market' : market.delaySource === 'family' ? `${MARKET_FAMILY_LABELS[market.family]} default` : 'no delay';
  return (
    <Paper withBorder p="xs" component="section" aria-label="Bet delay">
      <Text size="sm" fw={600}>
        Bet delay: {market.effectiveDelaySeconds} s
      </Text>
      <Text size="xs" c="dimmed">
        {source}
      </Text>
      {canEdit && (
        <Group gap={6} mt={6} align="flex-end">
          <NumberInput size="xs" w={110} label="Custom delay (s)" min={0} max={60} value={value} onChange={setValue} error={delayProblem(value)} />
          <Button size="compact-sm" variant="light" disabled={typeof value !== 'number' || delayProblem(value) !== undefined || save.isPending} onClick={() => typeof value === 'number' && save.mutate({ marketId: market._id, seconds: value })}>
            Save delay
          </Button>
          {market.betDelaySeconds !== null && (
            <Button size="compact-sm" variant="subtle" onClick={() => (setValue(''), save.mutate({ marketId: market._id, seconds: null }))}>
              Use default
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
