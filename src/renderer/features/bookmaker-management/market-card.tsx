import { Badge, Button, Group, NumberInput, Paper, Table, Text, Title } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import { runnerQuoteSchema, type BookmakerMarket } from '@shared/contract/bookmaker';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { formatAmountPlain, formatTime } from '@renderer/lib/format';

type Quote = { back: number; lay: number };
const money = (n: number) => formatAmountPlain(n);

/**
 * One bookmaker market on the desk: back and lay rates per runner typed and sent together (Enter; Escape
 * abandons), each runner suspended or resumed on its own, and the house's P/L if each runner wins. Rates
 * show as current only once the exchange has confirmed them.
 */
export function MarketCard({ market }: { market: BookmakerMarket }) {
  const [draft, setDraft] = useState<Record<string, Quote> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useOperationMutation(contract.bookmaker.savePrice);
  const status = useOperationMutation(contract.bookmaker.setRunnerStatus);
  const quoteOf = (id: string, back: number | null, lay: number | null): Quote => draft?.[id] ?? { back: back ?? 0, lay: lay ?? 0 };
  const edit = (id: string, quote: Quote) => {
    setDraft((d) => ({ ...Object.fromEntries(market.runners.map((r) => [r.selectionId, quoteOf(r.selectionId, r.back, r.lay)])), ...d, [id]: quote }));
    setErrors({});
  };
  const send = () => {
    const runners = market.runners.map((r) => ({ selectionId: r.selectionId, ...quoteOf(r.selectionId, r.back, r.lay) }));
    const problems: Record<string, string> = {};
    for (const r of runners) {
      const parsed = runnerQuoteSchema.safeParse(r);
      for (const issue of parsed.success ? [] : parsed.error.issues) problems[`${r.selectionId}.${String(issue.path[0] ?? 'lay')}`] ??= issue.message;
    }
    if (Object.keys(problems).length > 0) return setErrors(problems);
    save.mutate({ marketId: market.marketId, runners }, { onSuccess: () => setDraft(null) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
      setErrors({});
    }
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={`${market.eventName}: ${market.name}`} onKeyDown={onKeyDown} bg={draft ? 'var(--mantine-color-yellow-light)' : undefined}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {market.eventName}: {market.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={market.status === 'open' ? 'green' : 'gray'}>
            {market.status}
          </Badge>
          <Text size="xs" c="dimmed">
            {market.betCount} matched bets
          </Text>
        </Group>
      </Group>
      <Table aria-label={`Rates of ${market.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Runner</Table.Th>
            <Table.Th>Back</Table.Th>
            <Table.Th>Lay</Table.Th>
            <Table.Th ta="right">House P/L if it wins</Table.Th>
            <Table.Th aria-label="Runner actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {market.runners.map((r) => {
            const q = quoteOf(r.selectionId, r.back, r.lay);
            return (
              <Table.Tr key={r.selectionId}>
                <Table.Td>
                  {r.name}{' '}
                  {r.status !== 'active' && (
                    <Badge size="xs" color="red" variant="light">
                      {r.status}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <NumberInput size="xs" w={80} allowDecimal={false} aria-label={`Back rate of ${r.name}`} value={q.back} onChange={(v) => edit(r.selectionId, { ...q, back: typeof v === 'number' ? v : Number.NaN })} error={errors[`${r.selectionId}.back`]} />
                </Table.Td>
                <Table.Td>
                  <NumberInput size="xs" w={80} allowDecimal={false} aria-label={`Lay rate of ${r.name}`} value={q.lay} onChange={(v) => edit(r.selectionId, { ...q, lay: typeof v === 'number' ? v : Number.NaN })} error={errors[`${r.selectionId}.lay`]} />
                </Table.Td>
                <Table.Td ta="right" c={r.pnl < 0 ? 'red' : undefined}>
                  {money(r.pnl)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={r.status === 'active' ? `Suspend ${r.name}` : `Resume ${r.name}`}
                    onClick={() => status.mutate({ marketId: market.marketId, selectionId: r.selectionId, status: r.status === 'active' ? 'suspended' : 'active' })}
                  >
                    {r.status === 'active' ? 'Suspend' : 'Resume'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group mt="xs" gap="xs">
        <Button size="compact-sm" onClick={send} loading={save.isPending} disabled={!draft}>
          Send rates
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {draft ? 'Not sent: Enter sends, Escape abandons' : market.priceUpdatedAt ? `Confirmed ${formatTime(market.priceUpdatedAt)}` : 'No rates yet'}
        </Text>
      </Group>
    </Paper>
  );
}
