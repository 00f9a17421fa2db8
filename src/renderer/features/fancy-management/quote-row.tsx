import { Badge, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import { fancyPriceSchema, type FancyMarket, type FancyPrice } from '@shared/contract/fancy';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { deskAction, RATE_PRESETS } from './desk-keys';

const EMPTY: FancyPrice = { noLine: 0, noRate: 100, yesLine: 1, yesRate: 100 };
const FIELDS = [
  ['noLine', 'NO line'],
  ['noRate', 'NO rate'],
  ['yesLine', 'YES line'],
  ['yesRate', 'YES rate'],
] as const;

/**
 * One market of the desk: its confirmed quote, and the quote being typed (highlighted until the exchange
 * confirms it; never shown as current before). Errors land on their fields and nothing is sent.
 */
export function QuoteRow({ market, focused, onFocus, onMove }: { market: FancyMarket; focused: boolean; onFocus(): void; onMove(by: 1 | -1): void }) {
  const [draft, setDraft] = useState<FancyPrice | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof FancyPrice, string>>>({});
  const save = useOperationMutation(contract.fancy.savePrice);
  const status = useOperationMutation(contract.fancy.setStatus);
  const shown = draft ?? market.price ?? EMPTY;
  const edit = (next: FancyPrice) => {
    setDraft(next);
    setErrors({});
  };
  const commit = () => {
    const parsed = fancyPriceSchema.safeParse(shown);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    save.mutate({ marketId: market.marketId, price: parsed.data }, { onSuccess: () => setDraft(null) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = deskAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'commit') commit();
    else if (action.kind === 'abandon') {
      setDraft(null);
      setErrors({});
    }
    else if (action.kind === 'moveMarket') onMove(action.by);
    else if (action.kind === 'shiftLines') edit({ ...shown, noLine: shown.noLine + action.by, yesLine: shown.yesLine + action.by });
    else if (action.kind === 'preset') edit({ ...shown, ...RATE_PRESETS[action.index] });
    else status.mutate({ marketId: market.marketId, status: market.status === 'open' ? 'suspended' : 'open' });
  };
  const pending = draft !== null;
  return (
    <Table.Tr onKeyDown={onKeyDown} onFocus={onFocus} data-focused={focused || undefined} bg={pending ? 'var(--mantine-color-yellow-light)' : focused ? 'var(--mantine-color-blue-light)' : undefined} data-market-id={market.marketId}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {market.name}
        </Text>
        <Badge size="xs" variant="light" color={market.status === 'open' ? 'green' : 'gray'}>
          {market.status}
        </Badge>
      </Table.Td>
      {FIELDS.map(([field, label]) => (
        <Table.Td key={field}>
          <NumberInput
            size="xs"
            w={90}
            aria-label={`${label} of ${market.name}`}
            allowDecimal={false}
            value={shown[field]}
            onChange={(value) => edit({ ...shown, [field]: typeof value === 'number' ? value : Number.NaN })}
            error={errors[field]}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" onClick={commit} loading={save.isPending} disabled={!pending}>
            Send
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            loading={status.isPending}
            aria-label={market.status === 'open' ? `Suspend ${market.name}` : `Resume ${market.name}`}
            onClick={() => status.mutate({ marketId: market.marketId, status: market.status === 'open' ? 'suspended' : 'open' })}
          >
            {market.status === 'open' ? 'Suspend' : 'Resume'}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite">
          {pending ? 'Not sent' : market.price ? `Confirmed ${market.price.noLine}/${market.price.yesLine} by ${market.priceUpdatedBy ?? '—'}` : 'No quote yet'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
