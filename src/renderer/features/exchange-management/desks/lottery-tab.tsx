import { Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { DeskPrice } from '@shared/contract/exchange-desks';
import type { EffectiveLimitView as EffectiveLimit } from '@shared/contract/limits';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { lockedReason } from '@renderer/components/desks/desk-rules';
import { KeyForm, KeyFormSubmit, useKeyForm } from '@renderer/components/form-kit';
import { ExchangeDeskTab, MarketDesk } from './exchange-desk-tab';
import { PriceLine } from './price-line';
import { RatingsPanel } from './ratings-panel';

/** The lottery desk: a digit 0–9 at a fixed payout, the market's bet limit, its status and ratings. */
export function LotteryTab() {
  const events = useOperation(contract.exchangeDesks.lotteryEvents, { start: 0, length: 100 }, { spinner: false });
  const [eventId, setEventId] = useState<string | null>(null);
  const event = eventId ?? events.data?.data[0]?.eventId ?? null;
  const markets = useOperation(contract.exchangeDesks.lotteryMarkets, { start: 0, length: 100, ...(event ? { eventId: event } : {}) }, { spinner: false });
  const [marketId, setMarketId] = useState<string | null>(null);
  const rows = markets.data?.data ?? [];
  const chosen = rows.find((m) => m._id === marketId)?._id ?? rows[0]?._id ?? null;
  return (
    <ExchangeDeskTab
      picker={
        <Group>
          <Select label="Lottery event" data={(events.data?.data ?? []).map((e) => ({ value: e.eventId, label: `${e.eventName} (${e.marketCount})` }))} value={event} onChange={setEventId} allowDeselect={false} w={360} />
          <Select label="Lottery market" data={rows.map((m) => ({ value: m._id, label: m.name }))} value={chosen} onChange={setMarketId} allowDeselect={false} w={360} />
        </Group>
      }
      chosen={chosen}
      desk={(marketId) => <LotteryDesk key={marketId} marketId={marketId} />}
    />
  );
}

/** One lottery market's desk: its status, payout, limit and ratings; its payout read-only while it takes no price (lockedReason). */
export function LotteryDesk({ marketId }: { marketId: string }) {
  const price = useOperation(contract.exchangeDesks.price, { marketId }, { spinner: false });
  const limit = useOperation(contract.limits.effective, { marketId }, { spinner: false });
  if (!price.data) return null;
  const locked = lockedReason(price.data);
  return (
    <MarketDesk family="lottery" marketId={marketId} status={price.data.status} locked={locked}>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Stack gap="sm">
          <PayoutForm key={`${price.data.updatedAt ?? 'none'}|${locked ?? ''}`} price={price.data} locked={locked} />
          {limit.data && <LimitForm key={`${limit.data.betlimitId ?? ''}${limit.data.maxStake}${limit.data.minStake}${limit.data.maxProfit}${limit.data.maxLiability}`} marketId={marketId} limit={limit.data} />}
        </Stack>
        <RatingsPanel marketId={marketId} />
      </SimpleGrid>
    </MarketDesk>
  );
}

/** The payout on every digit; read-only, with no Send, on a market that takes no price (`locked` says why). */
function PayoutForm({ price, locked }: { price: DeskPrice; locked: string | undefined }) {
  const kit = useKeyForm({
    operation: contract.exchangeDesks.saveLotteryPrice,
    initialValues: { marketId: price.marketId, payout: price.runners[0]?.back ?? 850 },
    labels: { payout: 'Payout' },
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Payout confirmed.'),
  });
  return (
    <KeyForm kit={kit} label="Lottery payout" locked={locked}>
      <Group align="flex-end">
        <NumberInput label="Payout" description="points on every digit: 850 pays 8.50 per 1 staked plus the stake" w={260} readOnly={locked !== undefined} {...kit.form.getInputProps('payout')} />
        {locked === undefined && (
          <KeyFormSubmit op={contract.exchangeDesks.saveLotteryPrice} kit={kit}>
            Send payout
          </KeyFormSubmit>
        )}
      </Group>
      <PriceLine locked={locked} edited={kit.form.isDirty()} price={price} shown={String(price.runners[0]?.back ?? '—')} />
    </KeyForm>
  );
}

const LIMIT_FIELDS = [
  ['minStake', 'Minimum stake'],
  ['maxStake', 'Maximum stake'],
  ['maxProfit', 'Maximum profit'],
  ['maxLiability', 'Maximum liability'],
] as const;

function LimitForm({ marketId, limit }: { marketId: string; limit: EffectiveLimit }) {
  const kit = useKeyForm({
    operation: contract.exchangeDesks.lotteryLimit,
    initialValues: { marketId, minStake: limit.minStake, maxStake: limit.maxStake, maxProfit: limit.maxProfit, maxLiability: limit.maxLiability },
    labels: Object.fromEntries(LIMIT_FIELDS),
    spinner: false,
    onSuccess: ({ message }) => showSuccessToast(message ?? 'Lottery limit changed.'),
  });
  return (
    <KeyForm kit={kit} label="Lottery market limit">
      <Title order={4} size="h5">
        Market limit
      </Title>
      <Text size="xs" c="dimmed">
        In force: {limit.source === 'market' ? 'this market’s own limit' : `inherited (${limit.sourceName})`}. Bets above it are refused.
      </Text>
      <Group align="flex-start" mt={4}>
        {LIMIT_FIELDS.map(([field, label]) => (
          <NumberInput key={field} label={label} w={150} decimalScale={2} {...kit.form.getInputProps(field)} />
        ))}
      </Group>
      <KeyFormSubmit op={contract.exchangeDesks.lotteryLimit} kit={kit} mt="xs">
        Change limit
      </KeyFormSubmit>
    </KeyForm>
  );
}
