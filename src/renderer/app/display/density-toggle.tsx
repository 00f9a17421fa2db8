import { SegmentedControl } from '@mantine/core';
import type { Density } from '@shared/contract/display-preferences';
import type { DashboardPageName } from '../paths';
import { useDensity, type DensityPlace } from './density';

/** Comfortable or compact, kept for the user (the dashboard and the monitor windows each their own). */
export function DensityToggle({ place, page }: { place: DensityPlace; page?: DashboardPageName | undefined }) {
  const [density, setDensity] = useDensity(place, page);
  return (
    <SegmentedControl
      size="xs"
      aria-label="Density"
      value={density}
      onChange={(value) => setDensity(value as Density)}
      data={[
        { value: 'comfortable', label: 'Comfortable' },
        { value: 'compact', label: 'Compact' },
      ]}
    />
  );
}
