import { Badge, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { withdrawPriceSchema } from '@shared/contract/racing';
import { rule4Deduction, totalDeduction } from '@shared/money/rule4';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CallButton } from '@renderer/components/call-button';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { TableHead } from '@renderer/components/table-head';
import { formatOdds } from '@renderer/lib/format';
import { nonRunnerWords, withdrawalWords } from './rule4-words';

/** What is wrong with a typed price, in the exchange's words (it is kept as typed, never clamped). */
const priceProblem = (price: number | '' | undefined): string | undefined =>
  typeof price === 'number' ? withdrawPriceSchema.safeParse(price).error?.issues[0]?.message : undefined;

interface Withdrawal {
  readonly selectionId: string;
  readonly name: string;
  readonly price: number;
}

/**
 * A race card of numbered runners; a runner's price at withdrawal, then Withdraw (or Enter in the price)
 * asks to confirm the non-runner with its Rule 4 deduction. The exchange withdraws it from every market of
 * the race where it runs (the Place market too) and its answer names them; its refusal stays on the card.
 */
export function RaceCard({ marketId }: { marketId: string }) {
  const card = useOperation(contract.racing.card, { marketId });
  // A refusal stays on the card, in the exchange's words (which market blocks it, and what to do), until the next try.
  const withdraw = useOperationMutation(contract.racing.withdraw, { errorToast: false });
  const [prices, setPrices] = useState<Record<string, number | ''>>({});
  const [asking, setAsking] = useState<Withdrawal | null>(null);
  const total = card.data?.totalDeduction ?? 0;
  /** The withdrawal of this runner at its typed price, when the price is one the exchange takes. */
  const withdrawalOf = (r: { selectionId: string; name: string }): Withdrawal | null => {
    const price = prices[r.selectionId];
    return typeof price === 'number' && priceProblem(price) === undefined ? { selectionId: r.selectionId, name: r.name, price } : null;
  };
  /** What withdrawing at this price does to the race's Rule 4, on top of the withdrawals made. */
  const askingWords = (price: number) => withdrawalWords(rule4Deduction(price), totalDeduction([total, rule4Deduction(price)]));
  return (
    <Stack gap="xs">
      <Text size="sm">
        Rule 4 on this race:{' '}
        {total > 0 ? (
          <>
            <strong>{total}p</strong> in the pound off winning bets
          </>
        ) : (
          <>
            <strong>no deduction</strong>, winning bets are paid in full
          </>
        )}{' '}
        (withdrawals add up, at most 90p).
      </Text>
      <CallErrorAlert error={withdraw.error} />
      <Table aria-label="Race card" striped>
        <TableHead headers={['No.', 'Runner', 'Status', 'Price at withdrawal', '']} />
        <Table.Tbody>
          {(card.data?.runners ?? []).map((r) => (
            <Table.Tr key={r.selectionId}>
              <Table.Td>{r.number}</Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>
                {r.withdrawn ? (
                  // Not upper-cased as badges are: the deduction's unit is pence, "30p".
                  <Badge color="red" variant="light" tt="none">
                    {nonRunnerWords(r.withdrawn.deduction)}
                  </Badge>
                ) : (
                  <Badge variant="light">{r.status}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {r.withdrawn ? (
                  formatOdds(r.withdrawn.price, 'racing')
                ) : (
                  <NumberInput
                    size="xs"
                    w={100}
                    min={1.01}
                    max={1000}
                    decimalScale={2}
                    aria-label={`Price of ${r.name}`}
                    value={prices[r.selectionId] ?? ''}
                    onChange={(v) => setPrices((p) => ({ ...p, [r.selectionId]: typeof v === 'number' ? v : '' }))}
                    error={priceProblem(prices[r.selectionId])}
                    // Enter submits, as in every form: it asks to confirm, as the Withdraw button does.
                    onKeyDown={(event) => {
                      const withdrawal = event.key === 'Enter' ? withdrawalOf(r) : null;
                      if (withdrawal) setAsking(withdrawal);
                    }}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {!r.withdrawn && (
                  <CallButton op={contract.racing.withdraw} variant="default" color="red" disabled={withdrawalOf(r) === null} onClick={() => setAsking(withdrawalOf(r))}>
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
        Withdraw {asking?.name} at {asking ? formatOdds(asking.price, 'racing') : ''}: {asking ? askingWords(asking.price) : ''}. A non-runner runs in no market of the race: it is withdrawn from every one it runs in (the
        Place market too). This cannot be undone here.
      </ConfirmDialog>
    </Stack>
  );
}
