import { useMantineColorScheme } from '@mantine/core';
import { Fragment, useEffect, type ReactNode } from 'react';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { useDisplayPreferences } from './use-display-preferences';

/**
 * Applies the user's display preferences to everything below it, in every window (dashboard and monitor
 * windows): the colour scheme, and the grouping and time zone the formatting module follows. A change of
 * grouping or zone redraws the window's screens (they format as they render, so they are drawn anew).
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
  const { grouping: shownGrouping, timeZone: shownZone } = formatSettings();
  return <Fragment key={`${shownGrouping}|${shownZone ?? 'local'}`}>{children}</Fragment>;
}
