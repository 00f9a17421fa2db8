import { createContext, useContext, type ComponentType } from 'react';
import type { FormatSettings } from '@renderer/lib/format';

/**
 * The grouping and time zone figures and times are drawn in ("indian|UTC"), provided by the display
 * preferences gate. A change reaches every component that reads it, memoised or not.
 */
export const FormatEpochContext = createContext('');

/** The value FormatEpochContext carries for `settings` (no zone: this computer's, "local"). */
export const formatEpochOf = ({ grouping, timeZone }: FormatSettings): string => `${grouping}|${timeZone ?? 'local'}`;

/**
 * For a component that formats but may be skipped when its parent draws (memo, or an element made once):
 * it is drawn again, its state kept, when the grouping or zone changes. Returns the context's value, for a
 * memo that formats to list in its dependencies.
 */
export const useFormatRedraw = (): string => useContext(FormatEpochContext);

/**
 * `Screen` as a route's Component: the router makes a route's element once, so a screen would not be drawn
 * again when its window's grouping or zone changes. This one draws it anew then, with its state.
 */
export function redrawnOnFormatChange(Screen: ComponentType): ComponentType {
  function Redrawn() {
    useFormatRedraw();
    return <Screen />;
  }
  Redrawn.displayName = `Redrawn(${Screen.displayName ?? Screen.name})`;
  return Redrawn;
}
