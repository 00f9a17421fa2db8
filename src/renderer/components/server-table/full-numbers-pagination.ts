/**
 * Spec §9 "full-numbers paging": first, previous, the page numbers, next, last, always all of them.
 * Props for Mantine's Pagination (through mantine-react-table's `mantinePaginationProps`).
 */
const CONTROL_LABELS = { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' } as const;

export const fullNumbersPaginationProps = {
  showRowsPerPage: false,
  withEdges: true,
  withControls: true,
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
};
