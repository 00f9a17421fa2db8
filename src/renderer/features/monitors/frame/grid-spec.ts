import type { Density } from '@shared/contract/display-preferences';
import { useWindowDensity } from '@renderer/app/display/window-density';

/** The fixed facts of one monitor kind's grid: declared with its registration, read by its grid and rows. */
export interface GridSpec {
  /** The grid's accessible name. */
  readonly label: string;
  /** CSS grid-template-columns of the header and every row. */
  readonly columns: string;
  readonly headers: readonly string[];
  /** The last column (a row's actions) stays in view at the right while the grid scrolls sideways. */
  readonly pinLast?: boolean;
  /** Rows have one fixed height: the virtual rows rely on it. This one in the comfortable density, */
  readonly rowHeight: number;
  /** and this one in the compact density (the monitors' default); unset: the same height. */
  readonly compactRowHeight?: number;
  /** Rows Page Up / Page Down move. */
  readonly pageSize: number;
  /** Shown when the live feed has no row for this filter. */
  readonly emptyText: string;
}

/** The height of a row of this grid at a density. */
export function rowHeightAt(spec: GridSpec, density: Density): number {
  return density === 'compact' ? (spec.compactRowHeight ?? spec.rowHeight) : spec.rowHeight;
}

/** The height of a row of this grid in this window, following the density the user chose for it. */
export function useRowHeight(spec: GridSpec): number {
  return rowHeightAt(spec, useWindowDensity());
}
