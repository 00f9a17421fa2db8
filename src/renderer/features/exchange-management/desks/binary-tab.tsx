import { Group, NumberInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { lockedReason } from '@renderer/components/desks/desk-rules';
import { KeyForm, KeyFormSubmit, useKeyForm } from '@renderer/components/form-kit';
import { ExchangeDeskTab, MarketDesk } from './exchange-desk-tab';
import { PriceLine } from './price-line';
import { RatingsPanel } from './ratings-panel';
import { useFamilyMarket } from './use-family-market';

/** The binary desk: a yes/no proposition priced as two rates in points (YES 90 pays 1.90), its status and ratings. */
export function BinaryTab() {
  const { chosen, picker } = useFamilyMarket('binary', 'Binary market');
  return <ExchangeDeskTab picker={picker} chosen={chosen} desk={(marketId) => <BinaryDesk key={marketId} marketId={marketId} />} />;
}

/** One binary market's desk: its status, YES and NO rates and ratings; read-only while it takes no price (lockedReason). */
export function BinaryDesk({ marketId }: { marketId: string }) {
  const price = useOperation(contract.exchangeDesks.price, { marketId }, { spinner: false });
  if (!price.data) return null;
  const locked = lockedReason(price.data);
  return (
    <MarketDesk family="binary" marketId={marketId} status={price.data.status} locked={locked}>
      <BinaryPriceForm key={`${price.data.updatedAt ?? 'none'}|${locked ?? ''}`} price={price.data} locked={locked} />
      <RatingsPanel marketId={marketId} />
    </MarketDesk>
  );
}

/** The YES and NO rates; read-only, with no Send, on a market that takes no price (`locked` says why). */
function BinaryPriceForm({ price, locked }: { price: DeskPrice; locked: string | undefined }) {
  const kit = useKeyForm({
    operation: contract.exchangeDesks.saveBinaryPrice,
    initialValues: { marketId: price.marketId, yesRate: price.runners[0]?.back ?? 100, noRate: price.runners[1]?.back ?? 100 },
    labels: { yesRate: 'YES rate', noRate: 'NO rate' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Price confirmed.'),
  });
  return (
    <KeyForm kit={kit} label="Binary price" locked={locked}>
      <Group align="flex-end">
        <NumberInput label="YES rate" w={120} readOnly={locked !== undefined} {...kit.form.getInputProps('yesRate')} />
        <NumberInput label="NO rate" w={120} readOnly={locked !== undefined} {...kit.form.getInputProps('noRate')} />
        {locked === undefined && (
          <KeyFormSubmit op={contract.exchangeDesks.saveBinaryPrice} kit={kit}>
            Send price
          </KeyFormSubmit>
        )}
      </Group>
      <PriceLine locked={locked} edited={kit.form.isDirty()} price={price} shown={price.runners.map((r) => r.back ?? '—').join('/')} />
    </KeyForm>
  );
}
