import { defaultOptionsFilter, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { computerTimeZone } from '@renderer/lib/format';

/** The time zone choice's value for "this computer's zone" (kept as no zone). */
export const LOCAL_ZONE = 'local';
/** Offered first, by their current names (the runtime's own list may still say Asia/Calcutta). */
const FLOOR_ZONES = ['UTC', 'Asia/Kolkata', 'Asia/Dubai', 'Europe/London', 'Asia/Singapore'];

/** A zone as people write it: "America/New York" for America/New_York (the value kept stays the IANA id). */
export const zoneLabel = (zone: string): string => zone.replaceAll('_', ' ');

/** The zones to choose from: this computer's first, then every zone the runtime knows, labelled with spaces. */
export const zoneOptions = (): ComboboxItem[] => [
  { value: LOCAL_ZONE, label: `This computer (${zoneLabel(computerTimeZone())})` },
  ...[...new Set([...FLOOR_ZONES, ...Intl.supportedValuesOf('timeZone')])].map((zone) => ({ value: zone, label: zoneLabel(zone) })),
];

/** The choice's search: "New York" and "New_York" both find America/New York. */
export const zoneFilter: OptionsFilter = ({ search, ...rest }) => defaultOptionsFilter({ ...rest, search: zoneLabel(search) });
