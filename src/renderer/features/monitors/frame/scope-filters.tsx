import { memo, useMemo } from 'react';
import { MARKET_FAMILIES, MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';
import type { MonitorView } from '@shared/contract/windows';
import { filterOptions, type Option } from '../live/filter-options';
import type { KeyedStore } from '../live/keyed-store';
import { useStoreFacet } from '../live/use-live';
import { FilterSelect } from './filter-select';

const FAMILY_OPTIONS = MARKET_FAMILIES.map((value) => ({ value, label: MARKET_FAMILY_LABELS[value] }));

/** A saved or linked choice whose market is not live (yet) still shows as chosen. */
const keep = (list: Option[], value: string | undefined, label: string): Option[] => (value && !list.some((o) => o.value === value) ? [...list, { value, label }] : list);

/**
 * Sport → competition → event → family, from the live markets; choosing a level clears the ones below.
 * The lists are rebuilt only when the markets' names or membership change (the store's facet version),
 * never for a price or a status tick.
 */
export const ScopeFilters = memo(function ScopeFilters({ markets, view, onChange }: { markets: KeyedStore<LiveMarket>; view: MonitorView; onChange(patch: Partial<MonitorView>): void }) {
  const version = useStoreFacet(markets);
  const { sportId, competitionId, eventId } = view;
  const options = useMemo(
    () => filterOptions(markets.all(), { sportId, competitionId }),
    // version: the market list changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [markets, version, sportId, competitionId],
  );
  const sports = useMemo(() => keep(options.sports, sportId, 'Selected sport'), [options, sportId]);
  const competitions = useMemo(() => keep(options.competitions, competitionId, 'Selected competition'), [options, competitionId]);
  const events = useMemo(() => keep(options.events, eventId, 'Selected event'), [options, eventId]);
  return (
    <>
      <FilterSelect
        w={160}
        label="Sport"
        placeholder="All sports"
        data={sports}
        value={sportId ?? null}
        onChange={(next) => onChange({ sportId: next ?? undefined, competitionId: undefined, eventId: undefined })}
      />
      <FilterSelect
        w={200}
        label="Competition"
        placeholder="All competitions"
        data={competitions}
        value={competitionId ?? null}
        onChange={(next) => onChange({ competitionId: next ?? undefined, eventId: undefined })}
      />
      <FilterSelect w={220} label="Event" placeholder="All events" data={events} value={eventId ?? null} onChange={(next) => onChange({ eventId: next ?? undefined })} />
      <FilterSelect
        w={140}
        label="Family"
        placeholder="All families"
        data={FAMILY_OPTIONS}
        value={view.family ?? null}
        onChange={(family) => onChange({ family: (family as MarketFamily | null) ?? undefined })}
      />
    </>
  );
});

/** The part of a view the exchange can filter on. */
export const scopeOf = (view: MonitorView) => {
  const filter: { sportId?: string; competitionId?: string; eventId?: string; family?: MarketFamily } = {};
  if (view.sportId) filter.sportId = view.sportId;
  if (view.competitionId) filter.competitionId = view.competitionId;
  if (view.eventId) filter.eventId = view.eventId;
  if (view.family) filter.family = view.family;
  return filter;
};
