import { Group, NumberInput, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { KeyForm, KeyFormSubmit, useKeyForm } from '@renderer/components/form-kit';
import { confirmedBy } from './confirmed';
import { ExchangeDeskTab, MarketDesk } from './exchange-desk-tab';
import { RatingsPanel } from './ratings-panel';
import { useFamilyMarket } from './use-family-market';

/** The binary desk: a yes/no proposition priced as two rates in points (YES 90 pays 1.90), its status and ratings. */
export function BinaryTab() {
  const { chosen, picker } = useFamilyMarket('binary', 'Binary market');
  return <ExchangeDeskTab picker={picker} chosen={chosen} desk={(marketId) => <BinaryDesk key={marketId} marketId={marketId} />} />;
}

function BinaryDesk({ marketId }: { marketId: string }) {
  const price = useOperation(contract.exchangeDesks.price, { marketId }, { spinner: false });
  if (!price.data) return null;
  return (
    <MarketDesk family="binary" marketId={marketId} status={price.data.status}>
      <BinaryPriceForm key={price.data.updatedAt ?? 'none'} price={price.data} />
      <RatingsPanel marketId={marketId} />
    </MarketDesk>
  );
}

function BinaryPriceForm({ price }: { price: DeskPrice }) {
  const kit = useKeyForm({
    operation: contract.exchangeDesks.saveBinaryPrice,
    initialValues: { marketId: price.marketId, yesRate: price.runners[0]?.back ?? 100, noRate: price.runners[1]?.back ?? 100 },
    labels: { yesRate: 'YES rate', noRate: 'NO rate' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Price confirmed.'),
  });
  return (
    <KeyForm kit={kit} label="Binary price">
      <Group align="flex-end">
        <NumberInput label="YES rate" w={120} {...kit.form.getInputProps('yesRate')} />
        <NumberInput label="NO rate" w={120} {...kit.form.getInputProps('noRate')} />
        <KeyFormSubmit op={contract.exchangeDesks.saveBinaryPrice} kit={kit}>
          Send price
        </KeyFormSubmit>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite" mt={4}>
        {kit.form.isDirty() ? 'Not sent' : confirmedBy(price, price.runners.map((r) => r.back ?? '—').join('/'))}
      </Text>
    </KeyForm>
  );
}
