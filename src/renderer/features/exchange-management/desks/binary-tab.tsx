import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { DeskHints } from '@renderer/components/desks/desk-hints';
import { KeyForm, useOperationForm } from '@renderer/components/form-kit';
import { confirmedBy } from './confirmed';
import { EXCHANGE_DESK_KEYS } from './desk-keys';
import { RatingsPanel } from './ratings-panel';
import { onDeskStatusKey, StatusButton } from './status-button';
import { useFamilyMarket } from './use-family-market';
import { NewsPanel } from '@renderer/components/desks/news-panel';

/** The binary desk: a yes/no proposition priced as two rates in points (YES 90 pays 1.90), its status and ratings. */
export function BinaryTab() {
  const { chosen, picker } = useFamilyMarket('binary', 'Binary market');
  return (
    <Stack gap="sm">
      {picker}
      {chosen && <BinaryDesk key={chosen} marketId={chosen} />}
      {chosen && <NewsPanel family="exchange" targetId={chosen} />}
      <DeskHints keys={EXCHANGE_DESK_KEYS} />
    </Stack>
  );
}

function BinaryDesk({ marketId }: { marketId: string }) {
  const price = useOperation(contract.exchangeDesks.price, { marketId }, { spinner: false });
  if (!price.data) return null;
  return (
    <Stack gap="sm" onKeyDown={onDeskStatusKey}>
      <StatusButton family="binary" marketId={marketId} status={price.data.status} />
      <BinaryPriceForm key={price.data.updatedAt ?? 'none'} price={price.data} />
      <RatingsPanel marketId={marketId} />
    </Stack>
  );
}

function BinaryPriceForm({ price }: { price: DeskPrice }) {
  const kit = useOperationForm({
    operation: contract.exchangeDesks.saveBinaryPrice,
    initialValues: { marketId: price.marketId, yesRate: price.runners[0]?.back ?? 100, noRate: price.runners[1]?.back ?? 100 },
    labels: { yesRate: 'YES rate', noRate: 'NO rate' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Price confirmed.'),
  });
  return (
    <KeyForm kit={kit} label="Binary price">
      <Group align="flex-end">
        <NumberInput label="YES rate" w={120} allowDecimal={false} {...kit.form.getInputProps('yesRate')} />
        <NumberInput label="NO rate" w={120} allowDecimal={false} {...kit.form.getInputProps('noRate')} />
        <CanCall op={contract.exchangeDesks.saveBinaryPrice}>
          <Button type="submit" loading={kit.pending} disabled={!kit.form.isDirty()}>
            Send price
          </Button>
        </CanCall>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite" mt={4}>
        {kit.form.isDirty() ? 'Not sent' : confirmedBy(price, price.runners.map((r) => r.back ?? '—').join('/'))}
      </Text>
    </KeyForm>
  );
}
