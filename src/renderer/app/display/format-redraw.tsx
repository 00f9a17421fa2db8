import { createContext, useContext, useState, type ComponentType } from 'react';
import { instantOfWallTime, shownToday, wallTimeOf, type FormatSettings } from '@renderer/lib/format';
import { FormsCarriedAcrossRestarts } from './carried-forms';
import { KeysKeptAcrossRestarts } from './kept-keys';

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

/** The time zone part of FormatEpochContext ("UTC", "local" for this computer's): it changes with the zone alone, not with the grouping. */
export const useZoneKey = (): string => useFormatRedraw().split('|')[1] ?? '';

/**
 * `Form` (one holding wall-clock times, typed or read from its record) started again when the zone changes,
 * not only drawn again: its times were read in the old zone, and saving them read in the new one would move
 * them (14:30 IST would be saved as 14:30 UTC). A grouping change keeps it as it is. Nothing typed is lost: a
 * kit form starts from what it held, its times (its `wallTimes`) shown in the new zone at the same instant. A
 * save whose outcome is not known (a time-out) keeps its idempotency key across the restart: the same request
 * saved again from the restarted form is its retry, never a second race or event.
 */
export function restartedOnZoneChange<P extends object>(Form: ComponentType<P>): ComponentType<P> {
  function Restarted(props: P) {
    const zone = useZoneKey();
    return (
      <KeysKeptAcrossRestarts>
        <FormsCarriedAcrossRestarts>
          <Form key={zone} {...props} />
        </FormsCarriedAcrossRestarts>
      </KeysKeptAcrossRestarts>
    );
  }
  Restarted.displayName = `RestartedOnZoneChange(${Form.displayName ?? Form.name})`;
  return Restarted;
}

/**
 * A day field's value that starts on today in the zone times are shown in, and stays today's (that zone's,
 * after a zone change) until the user sets it; then it is theirs. With its setter, as useState's.
 */
export function useTodayUntilEdited(): [string, (day: string) => void] {
  // Drawn again on a zone change: an untouched day is the new zone's today.
  useZoneKey();
  const [edited, setEdited] = useState<string | null>(null);
  return [edited ?? shownToday(), setEdited];
}

/**
 * A date-time field's value held as the instant it names, for a form that is not started again on a zone change:
 * shown as a wall-clock time of the zone times are shown in, and after a zone change the same instant in the new
 * zone ("14:07:21" in Kolkata shows as "08:37:21" in UTC), never the same clock reading. '' for none. With its
 * setter, as useState's.
 */
export function useWallTimeOfInstant(): [string, (wallTime: string) => void] {
  // Drawn again on a zone change: the instant in the new zone.
  useZoneKey();
  const [instant, setInstant] = useState<string | null>(null);
  return [wallTimeOf(instant, { seconds: true }), (wallTime) => setInstant(instantOfWallTime(wallTime))];
}
