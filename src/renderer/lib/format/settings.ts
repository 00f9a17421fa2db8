// Types only: the login chunk (which shows times) stays free of zod.
import type { GroupingStyle } from '@shared/contract/display-preferences';

/** What every figure and time on screen follows: the signed-in user's grouping and time zone. */
export interface FormatSettings {
  readonly grouping: GroupingStyle;
  /** An IANA zone; undefined: this computer's zone. */
  readonly timeZone: string | undefined;
}

let current: FormatSettings = { grouping: 'indian', timeZone: undefined };

export const formatSettings = (): FormatSettings => current;

/**
 * Set from the user's display preferences (app/display/display-preferences-gate.tsx), which draws the
 * window's screens anew when grouping or zone change: a formatted figure is never left in the old style.
 */
export const setFormatSettings = (next: Partial<FormatSettings>): void => {
  current = { ...current, ...next };
};

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
