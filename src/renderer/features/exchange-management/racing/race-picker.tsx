import { Select } from '@mantine/core';
import { useState } from 'react';
import type { RacingRaceRow } from '@shared/contract/racing';
import { formatDayTime } from '@renderer/lib/format';
import { useEveryRace } from './every-race';
import { raceTitle } from '@shared/catalogue/race-title';

/** A race and its markets, as the picker groups them (Mantine's group: its items a mutable array). */
interface RaceGroup {
  readonly group: string;
  readonly items: Array<{ value: string; label: string }>;
}

/**
 * The races' markets grouped under their race, races by off time (the earliest first), a race with no market
 * left out: "15:50 Cheltenham · Nov 26, 3:50 PM" over "15:50 Cheltenham: Win" and "15:50 Cheltenham: Place", each race
 * with its course ("QA Stakes, Ascot: Win"), as the chosen market reads in the picker.
 */
export const racesByOffTime = (races: readonly Pick<RacingRaceRow, 'eventName' | 'course' | 'openDate' | 'markets'>[]): RaceGroup[] =>
  [...races]
    .filter((race) => race.markets.length > 0)
    .sort((a, b) => a.openDate.localeCompare(b.openDate) || a.eventName.localeCompare(b.eventName))
    .map((race) => {
      const title = raceTitle(race);
      return { group: `${title} · ${formatDayTime(race.openDate)}`, items: race.markets.map((m) => ({ value: m.marketId, label: `${title}: ${m.name}` })) };
    });

/** The racing desk's race picker (every race by off time, each with its markets, however many); the first race's first market until the trader picks one. */
export function useRacePicker() {
  const races = useEveryRace();
  const [marketId, setMarketId] = useState<string | null>(null);
  const groups = racesByOffTime(races.data ?? []);
  const chosen = marketId ?? groups[0]?.items[0]?.value ?? null;
  const picker = <Select label="Race" data={groups} value={chosen} onChange={setMarketId} allowDeselect={false} searchable w={420} />;
  return { chosen, picker, select: setMarketId };
}
