import { Select } from '@mantine/core';
import { useState } from 'react';
import type { MarketFamily } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';

/** A desk's market picker: the family's markets ("event: market"), the first chosen until the trader picks one. */
export function useFamilyMarket(family: MarketFamily, label: string) {
  const markets = useOperation(contract.families.markets, { family, start: 0, length: 100 }, { spinner: false });
  const [marketId, setMarketId] = useState<string | null>(null);
  const rows = markets.data?.data ?? [];
  const chosen = marketId ?? rows[0]?._id ?? null;
  const picker = (
    <Select label={label} data={rows.map((m) => ({ value: m._id, label: `${m.eventName}: ${m.name}` }))} value={chosen} onChange={setMarketId} allowDeselect={false} searchable w={420} />
  );
  return { chosen, market: rows.find((m) => m._id === chosen), picker, select: setMarketId };
}
