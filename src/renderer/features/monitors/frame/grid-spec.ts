/** The fixed facts of one monitor kind's grid: declared with its registration, read by its grid and rows. */
export interface GridSpec {
  /** The grid's accessible name. */
  readonly label: string;
  /** CSS grid-template-columns of the header and every row. */
  readonly columns: string;
  readonly headers: readonly string[];
  /** Rows have one fixed height: the virtual rows rely on it. */
  readonly rowHeight: number;
  /** Rows Page Up / Page Down move. */
  readonly pageSize: number;
  /** Shown when the live feed has no row for this filter. */
  readonly emptyText: string;
}
