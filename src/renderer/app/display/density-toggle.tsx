import type { Density } from '@shared/contract/display-preferences';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import type { DashboardPageName } from '../paths';
import { useDensity, type DensityPlace } from './density';

const DENSITY_LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };

/** Comfortable or compact, kept for the user (the dashboard and the monitor windows each their own). */
export function DensityToggle({ place, page }: { place: DensityPlace; page?: DashboardPageName | undefined }) {
  const [density, setDensity] = useDensity(place, page);
  return <LabelledSegments size="xs" aria-label="Density" labels={DENSITY_LABELS} value={density} onChange={setDensity} />;
}
