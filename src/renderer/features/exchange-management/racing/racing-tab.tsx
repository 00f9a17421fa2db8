import { Badge, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { withdrawPriceSchema } from '@shared/contract/racing';
import { rule4Deduction, totalDeduction } from '@shared/money/rule4';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CallButton } from '@renderer/components/call-button';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { formatOdds } from '@renderer/lib/format';
import { RatingsPanel } from '../desks/ratings-panel';
import { useFamilyMarket } from '../desks/use-family-market';
import { RaceCreation } from './race-creation';
import { RunnerSearch } from './runner-search';
import { NewsPanel } from '@renderer/components/desks/news-panel';
import { TableHead } from '@renderer/components/table-head';

/** What is wrong with a typed price, in the exchange's words (it is kept as typed, never clamped). */
const priceProblem = (price: number | '' | undefined): string | undefined =>
  typeof price === 'number' ? withdrawPriceSchema.safeParse(price).error?.issues[0]?.message : undefined;

/**
 * The racing desk: new races and their markets, a runner search, a race card of numbered runners with their
 * ratings, and a non-runner withdrawn at its price, which sets its Rule 4 deduction (shown before
 * confirming, kept with the market for settlement).
 */
export function RacingTab() {
  const { chosen, picker, select } = useFamilyMarket('racing', 'Race');
  return (
    <Stack gap="sm">
      <RaceCreation onCreated={select} />
      <Group align="flex-start">
        {picker}
        <RunnerSearch onOpen={select} />
      </Group>
      {chosen && (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <RaceCard key={chosen} marketId={chosen} />
          <RatingsPanel marketId={chosen} />
          <NewsPanel family="racing" targetId={chosen} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RaceCard({ marketId }: { marketId: string }) {
  const card = useOperation(contract.racing.card, { marketId });
  const withdraw = useOperationMutation(contract.racing.withdraw);
  const [prices, setPrices] = useState<Record<string, number | ''>>({});
  const [asking, setAsking] = useState<{ selectionId: string; name: string; price: number } | null>(null);
  const total = card.data?.totalDeduction ?? 0;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Rule 4 on this race: <strong>{total}p</strong> in the pound off winning bets (withdrawals add up, at most 90p).
      </Text>
      <Table aria-label="Race card" striped>
        <TableHead headers={['No.', 'Runner', 'Status', 'Price at withdrawal', '']} />
        <Table.Tbody>
          {(card.data?.runners ?? []).map((r) => (
            <Table.Tr key={r.selectionId}>
              <Table.Td>{r.number}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>
                {r.withdrawn ? (
                  <Badge color="red" variant="light">
                    Non-runner: {r.withdrawn.deduction}p
                  </Badge>
                ) : (
                  <Badge variant="light">{r.status}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {r.withdrawn ? (
                  formatOdds(r.withdrawn.price, 'racing')
                ) : (
                  <NumberInput size="xs" w={100} min={1.01} max={1000} decimalScale={2} aria-label={`Price of ${r.name}`} value={prices[r.selectionId] ?? ''} onChange={(v) => setPrices((p) => ({ ...p, [r.selectionId]: typeof v === 'number' ? v : '' }))} error={priceProblem(prices[r.selectionId])} />
                )}
              </Table.Td>
              <Table.Td>
                {!r.withdrawn && (
                  <CallButton op={contract.racing.withdraw} variant="default" color="red" disabled={typeof prices[r.selectionId] !== 'number' || priceProblem(prices[r.selectionId]) !== undefined} onClick={() => setAsking({ selectionId: r.selectionId, name: r.name, price: Number(prices[r.selectionId]) })}>
                    Withdraw {r.name}
                  </CallButton>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={asking !== null}
        title="Withdraw a non-runner"
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          withdraw.mutate(
            { marketId, selectionId: asking.selectionId, price: asking.price },
            { onSuccess: ({ message }) => showSuccessToast(message ?? 'Withdrawn.'), onSettled: () => setAsking(null) },
          )
        }
      >
        <Group gap={4}>
          <Text size="sm">
            Withdraw {asking?.name} at {asking ? formatOdds(asking.price, 'racing') : ''}: a Rule 4 deduction of {asking ? rule4Deduction(asking.price) : 0}p, so winning bets on this race lose{' '}
            {asking ? totalDeduction([total, rule4Deduction(asking.price)]) : total}p in the pound. This cannot be undone here.
          </Text>
        </Group>
      </ConfirmDialog>
    </Stack>
  );
}
