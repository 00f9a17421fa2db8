import { Select } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { Market } from '@shared/contract/catalogue-common';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatDayTime } from '@renderer/lib/format';

interface Race {
  readonly eventId: string;
  readonly eventName: string;
  readonly openDate: string;
}

/** A race and its markets, as the picker groups them (Mantine's group: its items a mutable array). */
interface RaceGroup {
  readonly group: string;
  readonly items: Array<{ value: string; label: string }>;
}

/**
 * The races' markets grouped under their race, races by off time (the earliest first; a market whose race is
 * not listed comes last, under its race's name): "15:50 Cheltenham · 26 Nov, 15:50" over "15:50 Cheltenham: Win".
 */
export const racesByOffTime = (races: readonly Race[], markets: readonly Pick<Market, '_id' | 'eventId' | 'eventName' | 'name'>[]): RaceGroup[] => {
  const byOffTime = [...races].sort((a, b) => a.openDate.localeCompare(b.openDate) || a.eventName.localeCompare(b.eventName));
  const unlisted = markets.filter((m) => !races.some((r) => r.eventId === m.eventId));
  const groups = [
    ...byOffTime.map((race) => ({ group: `${race.eventName} · ${formatDayTime(race.openDate)}`, eventId: race.eventId })),
    ...[...new Map(unlisted.map((m) => [m.eventId, m.eventName])).entries()].map(([eventId, eventName]) => ({ group: eventName, eventId })),
  ];
  return groups
    .map(({ group, eventId }) => ({ group, items: markets.filter((m) => m.eventId === eventId).map((m) => ({ value: m._id, label: `${m.eventName}: ${m.name}` })) }))
    .filter((g) => g.items.length > 0);
};

/** The racing desk's race picker (races by off time, each with its markets); the first race's first market until the trader picks one. */
export function useRacePicker() {
  const races = useOperation(contract.families.events, { family: 'racing', start: 0, length: 100 }, { spinner: false });
  const markets = useOperation(contract.families.markets, { family: 'racing', start: 0, length: 100 }, { spinner: false });
  const [marketId, setMarketId] = useState<string | null>(null);
  const groups = racesByOffTime(races.data?.data ?? [], markets.data?.data ?? []);
  const chosen = marketId ?? groups[0]?.items[0]?.value ?? null;
  const picker = <Select label="Race" data={groups} value={chosen} onChange={setMarketId} allowDeselect={false} searchable w={420} />;
  return { chosen, picker, select: setMarketId };
}
