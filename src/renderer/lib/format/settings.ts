import { useSyncExternalStore } from 'react';
// Types only: the login chunk (which shows times) stays free of zod.
import type { GroupingStyle } from '@shared/contract/display-preferences';

/** What every figure and time on screen follows: the signed-in user's grouping and time zone. */
export interface FormatSettings {
  readonly grouping: GroupingStyle;
  /** An IANA zone; undefined: this computer's zone. */
  readonly timeZone: string | undefined;
}

let current: FormatSettings = { grouping: 'indian', timeZone: undefined };
const listeners = new Set<() => void>();

export const formatSettings = (): FormatSettings => current;

/** Set from the user's display preferences (app/format-preferences.tsx); screens redraw with the new choice. */
export const setFormatSettings = (next: Partial<FormatSettings>): void => {
  const merged = { ...current, ...next };
  if (merged.grouping === current.grouping && merged.timeZone === current.timeZone) return;
  current = merged;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The settings, redrawing the calling component when they change. */
export const useFormatSettings = (): FormatSettings => useSyncExternalStore(subscribe, formatSettings);

/** The locale whose digit grouping is the user's: en-IN groups lakh/crore, en-US thousands. */
export const groupingLocale = (grouping: GroupingStyle = current.grouping): string => (grouping === 'indian' ? 'en-IN' : 'en-US');

/** One Intl formatter per distinct options, made once (building one is far dearer than using it). */
export const memoFormatter = <F,>(make: (key: string) => F): ((key: string) => F) => {
  const made = new Map<string, F>();
  return (key) => {
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(key);
      made.set(key, formatter);
    }
    return formatter;
  };
};
