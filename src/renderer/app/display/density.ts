import { useEffect } from 'react';
import type { Density } from '@shared/contract/display-preferences';
import type { DashboardPageName } from '../paths';
import { useDisplayPreferences } from './use-display-preferences';

/** Where the density is chosen: the dashboard (comfortable unless chosen) or a monitor window (compact unless chosen). */
export type DensityPlace = 'dashboard' | 'monitor';
export const DEFAULT_DENSITY: Record<DensityPlace, Density> = { dashboard: 'comfortable', monitor: 'compact' };

/** The dashboard's desks and the monitors' hub: compact unless the user chose a density for the dashboard. */
export const COMPACT_PAGES: readonly DashboardPageName[] = ['casinoMonitor', 'bookmakerManagement', 'fancyManagement', 'sportsBookManagement'];

/** The density the user has (or gets by default) here, and how to choose another. */
export function useDensity(place: DensityPlace, page?: DashboardPageName): [Density, (density: Density) => void] {
  const { preferences: prefs, save } = useDisplayPreferences();
  const fallback = page !== undefined && COMPACT_PAGES.includes(page) ? 'compact' : DEFAULT_DENSITY[place];
  const density = (place === 'monitor' ? prefs.monitorDensity : prefs.dashboardDensity) ?? fallback;
  return [density, (next) => void save(place === 'monitor' ? { monitorDensity: next } : { dashboardDensity: next })];
}

/**
 * Draws this window at its density: density.css reads the `data-density` attribute of the page's root
 * element (row height, paddings and font of tables and forms). Called once per window, by its shell.
 */
export function useApplyDensity(place: DensityPlace, page?: DashboardPageName): void {
  const [density] = useDensity(place, page);
  useEffect(() => {
    document.documentElement.dataset.density = density;
  }, [density]);
}
