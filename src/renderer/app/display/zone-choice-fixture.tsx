import { cloneElement, isValidElement, useState, type ReactNode } from 'react';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { FormatEpochContext, formatEpochOf } from './format-redraw';

/**
 * For a test: the display preferences' gate as far as the zone goes. Times are shown in `zones[0]`, and a
 * button per zone ("Show times in UTC") shows them in it, drawing `children` anew as the gate does (not remounted).
 * Put the zone back after each test: `setFormatSettings({ timeZone: undefined })`.
 */
export function ZoneChoice({ zones, children }: { zones: readonly [string, ...string[]]; children: ReactNode }) {
  const [zone, setZone] = useState(zones[0]);
  setFormatSettings({ timeZone: zone });
  return (
    <FormatEpochContext.Provider value={formatEpochOf(formatSettings())}>
      {zones.map((each) => (
        <button key={each} type="button" onClick={() => setZone(each)}>
          Show times in {each}
        </button>
      ))}
      {isValidElement(children) ? cloneElement(children) : children}
    </FormatEpochContext.Provider>
  );
}
