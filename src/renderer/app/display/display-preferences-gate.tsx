import { useMantineColorScheme } from '@mantine/core';
import { cloneElement, isValidElement, useEffect, type ReactNode } from 'react';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { FormatEpochContext, formatEpochOf } from './format-redraw';
import { useDisplayPreferences } from './use-display-preferences';

/** The same element anew: React draws it again (state kept) where it would skip the very same element. */
const anew = (children: ReactNode): ReactNode => (isValidElement(children) ? cloneElement(children) : children);

/**
 * Applies the user's display preferences to everything below it, in every window (dashboard and monitor
 * windows): the colour scheme, and the grouping and time zone the formatting module follows. A change of
 * grouping or zone redraws the window (they format as they render), never remounts it: a typed form, a sort,
 * a grid's focus and scroll stay. Its child is drawn anew; what a parent would skip (a route's screen, a memo)
 * reads FormatEpochContext through useFormatRedraw (format-redraw.tsx).
 */
export function DisplayPreferencesGate({ children }: { children: ReactNode }) {
  const { preferences, loaded, waiting } = useDisplayPreferences();
  const { setColorScheme } = useMantineColorScheme();
  const { colorScheme, grouping } = preferences;
  const timeZone = preferences.timeZone ?? undefined;

  useEffect(() => {
    if (loaded) setColorScheme(colorScheme);
  }, [loaded, colorScheme, setColorScheme]);

  if (waiting) return null;
  // Set before the screens below render, so that their first draw already follows the choice.
  if (loaded) setFormatSettings({ grouping, timeZone });
  return <FormatEpochContext.Provider value={formatEpochOf(formatSettings())}>{anew(children)}</FormatEpochContext.Provider>;
}
