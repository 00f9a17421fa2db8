import { Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MARKET_FAMILIES, MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';
import type { MonitorView } from '@shared/contract/windows';
import { filterOptions } from '../live/filter-options';
import type { KeyedStore } from '../live/keyed-store';

/** Re-reads a store's values when anything in it changes (for the rarely changing market list). */
export function useStoreVersion(store: { subscribeAny(listener: () => void): () => void }): number {
  const [version, setVersion] = useState(0);
  useEffect(() => store.subscribeAny(() => setVersion((v) => v + 1)), [store]);
  return version;
}

const FAMILY_OPTIONS = MARKET_FAMILIES.map((value) => ({ value, label: MARKET_FAMILY_LABELS[value] }));

/** Sport → competition → event → family, from the live markets; choosing a level clears the ones below. */
export function ScopeFilters({ markets, view, onChange }: { markets: KeyedStore<LiveMarket>; view: MonitorView; onChange(patch: Partial<MonitorView>): void }) {
  const version = useStoreVersion(markets);
  const options = useMemo(
    () => filterOptions(markets.all(), { sportId: view.sportId, competitionId: view.competitionId }),
    // version: the market list changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [markets, version, view.sportId, view.competitionId],
  );
  // A saved or linked choice whose market is not live (yet) still shows as chosen.
  const keep = (list: Array<{ value: string; label: string }>, value: string | undefined, label: string) =>
    value && !list.some((o) => o.value === value) ? [...list, { value, label }] : list;
  return (
    <>
      <Select
        size="xs"
        w={160}
        label="Sport"
        placeholder="All sports"
        clearable
        searchable
        data={keep(options.sports, view.sportId, 'Selected sport')}
        value={view.sportId ?? null}
        onChange={(sportId) => onChange({ sportId: sportId ?? undefined, competitionId: undefined, eventId: undefined })}
      />
      <Select
        size="xs"
        w={200}
        label="Competition"
        placeholder="All competitions"
        clearable
        searchable
        data={keep(options.competitions, view.competitionId, 'Selected competition')}
        value={view.competitionId ?? null}
        onChange={(competitionId) => onChange({ competitionId: competitionId ?? undefined, eventId: undefined })}
      />
      <Select
        size="xs"
        w={220}
        label="Event"
        placeholder="All events"
        clearable
        searchable
        data={keep(options.events, view.eventId, 'Selected event')}
        value={view.eventId ?? null}
        onChange={(eventId) => onChange({ eventId: eventId ?? undefined })}
      />
      <Select
        size="xs"
        w={140}
        label="Family"
        placeholder="All families"
        clearable
        data={FAMILY_OPTIONS}
        value={view.family ?? null}
        onChange={(family) => onChange({ family: (family as MarketFamily | null) ?? undefined })}
      />
    </>
  );
}

/** The part of a view the exchange can filter on. */
export const scopeOf = (view: MonitorView) => {
  const filter: { sportId?: string; competitionId?: string; eventId?: string; family?: MarketFamily } = {};
  if (view.sportId) filter.sportId = view.sportId;
  if (view.competitionId) filter.competitionId = view.competitionId;
  if (view.eventId) filter.eventId = view.eventId;
  if (view.family) filter.family = view.family;
  return filter;
};
