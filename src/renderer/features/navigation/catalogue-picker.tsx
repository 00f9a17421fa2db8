import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogue } from '@shared/contract/catalogue';
import { markets } from '@shared/contract/markets';
import { readTags } from '@shared/contract/operation';
import { useCanCall } from '@renderer/app/data/can-call';
import { operationKey } from '@renderer/app/data/operations';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';

export type PickLevel = 'sport' | 'competition' | 'event' | 'market';
export interface Picked {
  readonly id: string;
  readonly label: string;
}

/** The list operation searched at each level. */
const SEARCHED = { sport: catalogue.sports, competition: catalogue.competitions, event: catalogue.events, market: markets.list } as const;

/** Server-side search of the catalogue, so picking works on 200,000 markets. */
const search = async (level: PickLevel, text: string): Promise<Picked[]> => {
  const input = { start: 0, length: 20, search: { value: text } };
  const bridge = exchange();
  if (level === 'sport') return unwrap(await bridge.catalogue.sports(input)).data.map((r) => ({ id: r._id, label: r.name }));
  if (level === 'competition') return unwrap(await bridge.catalogue.competitions(input)).data.map((r) => ({ id: r._id, label: `${r.sportName} › ${r.name}` }));
  if (level === 'event') return unwrap(await bridge.catalogue.events(input)).data.map((r) => ({ id: r._id, label: `${r.competitionName} › ${r.name}` }));
  return unwrap(await bridge.markets.list(input)).data.map((r) => ({ id: r._id, label: `${r.eventName} › ${r.name}` }));
};

/** Browsing the catalogue needs exchangeManagement; without it the picker says so instead of failing. */
export function CataloguePicker({ level, label, onPick, value }: { level: PickLevel; label: string; onPick(picked: Picked | null): void; value?: string | null }) {
  const allowed = useCanCall(SEARCHED[level]);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 200);
  const options = useQuery({
    // The list operation's own key and tags: a catalogue change anywhere refreshes the choices.
    queryKey: [...operationKey(SEARCHED[level], { start: 0, length: 20, search: { value: debounced } }), 'picker'],
    queryFn: () => search(level, debounced),
    enabled: allowed,
    placeholderData: keepPreviousData,
    meta: { spinner: false, reads: readTags(SEARCHED[level], {}) },
  });
  return (
    <Select
      label={label}
      placeholder={allowed ? 'Type to search' : 'Needs Exchange Management'}
      disabled={!allowed}
      searchable
      clearable
      data={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
      value={value ?? null}
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      onChange={(id, option) => onPick(id ? { id, label: option.label } : null)}
      nothingFoundMessage="Nothing found"
      w={360}
      size="xs"
    />
  );
}
