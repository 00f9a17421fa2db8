import type { MRT_RowData } from 'mantine-react-table';
import type { ReactNode } from 'react';
import type { BridgedOperation, InputOf, OutputOf } from '@renderer/app/data/operations';
import type { Operation } from '@shared/contract/operation';
import type { ServerColumn } from './export-columns';
import type { TablePage } from './export-rows';
import type { TableRequest } from './request';

/** The props of the one server-side table but how its operation is called and answered (ServerTableProps). */
export interface ServerTableBaseProps<Op extends BridgedOperation, Row extends MRT_RowData> {
  /** Names the table in the user's saved layouts ("traders", "catalogue.markets"); default: its operation's id. */
  tableId?: string;
  /** The table's accessible name, and its export's: the file "Markets 2026-11-28.csv", its sheet "Markets" (export-names.ts). */
  label: string;
  /**
   * The contract's list operation: every page, order and search is one call of it. Its declared `order`
   * makes the headers of the columns it sorts by sortable, and starts the table in its initial order.
   */
  operation: Op;
  columns: ServerColumn<Row>[];
  /** Rows a page; default 10, DataTables' own default length (DEFAULT_PAGE_SIZE). */
  pageSize?: number;
  /** Filter values a screen folds in with its own `toInput` (prefer `filterInput`): a change goes back to the first page. */
  filters?: unknown;
  /** The search box's label and placeholder where they say the same ("Search domains"); without it or `searchPlaceholder` the table has no search box. */
  search?: string;
  /** The search box's placeholder, where it says something else than its label. */
  searchPlaceholder?: string;
  /** The search box's label, where a screen holds more than one table ("Search markets"); default "Search". */
  searchLabel?: string;
  /**
   * What the search starts with (an object opened from the one search: `?q=` of the page); another one starts
   * the table again. The screen's main list starts with the address's `?q=` and keeps it (use-address-search.ts).
   */
  initialSearch?: string;
  /** The list's "Add …" button (AddButton: shown to who may call `op`, the save its form calls), first of the actions. */
  add?: { label: string; op: Operation; onClick(): void };
  /** Buttons left of the toolbar (Add New). */
  actions?: ReactNode;
  /** Filter fields beside the search box; as a function, they may read the last answer (a list of choices in it). */
  filterFields?: ReactNode | ((answer: OutputOf<Op> | undefined) => ReactNode);
  /** With it, rows can be selected (across pages) and these actions apply to the selection. */
  bulkActions?(rows: Row[], clear: () => void): ReactNode;
  /** Enter on a focused row. */
  onOpenRow?(row: Row): void;
  getRowId?(row: Row): string;
  noRecords?: string;
  exportable?: boolean;
  /** For lists that change by themselves (cron runs): refetched in the background, never blanked. */
  refetchInterval?: number;
}

/** The operation's input for a DataTables request: the request itself, with the screen's filters added. */
export type ToInput<Op extends BridgedOperation> = (request: TableRequest) => InputOf<Op>;
/** The page in the operation's answer (an operation that answers its whole list is paged here: `pageOfList`). */
export type ToPage<Op extends BridgedOperation, Row extends MRT_RowData> = (output: OutputOf<Op>, request: TableRequest) => TablePage<Row>;

/** The fields of an operation's input beside the DataTables request (and its `draw` and `columns`): the screen's filters. */
type FilterFields<Op extends BridgedOperation> = Omit<InputOf<Op>, keyof TableRequest | 'draw' | 'columns'>;
/** The filter fields the operation may go without: a screen may give them as null (any). */
type OptionalFilter<Op extends BridgedOperation> = { [K in keyof FilterFields<Op>]-?: undefined extends FilterFields<Op>[K] ? K : never }[keyof FilterFields<Op>];
/** A screen's filter values, each sent with every request unless empty (undefined, null or '': any). */
export type FilterInput<Op extends BridgedOperation> = { [K in keyof FilterFields<Op>]: K extends OptionalFilter<Op> ? FilterFields<Op>[K] | null : FilterFields<Op>[K] };

/**
 * How the operation's input is made of a DataTables request: the request with `filterInput`'s values added
 * (a change of them goes back to the first page), or the screen's own `toInput`, never both. Neither: the
 * request is itself the input, which the operation must then accept as it is; an input with a required
 * field of its own needs it in `filterInput` or `toInput`.
 */
type InputProps<Op extends BridgedOperation> = TableRequest extends InputOf<Op>
  ? { toInput?: ToInput<Op>; filterInput?: undefined } | { toInput?: undefined; filterInput?: FilterInput<Op> }
  : { toInput: ToInput<Op>; filterInput?: undefined } | { toInput?: undefined; filterInput: FilterInput<Op> };
/**
 * `toPage` may be left out only where the operation's answer is itself the page, or holds it as DataTables'
 * `original` (a `dataTableList`'s answer): it is then shown as it is.
 */
type PageProps<Op extends BridgedOperation, Row extends MRT_RowData> =
  OutputOf<Op> extends TablePage<Row> | { original: TablePage<Row> } ? { toPage?: ToPage<Op, Row> } : { toPage: ToPage<Op, Row> };

/**
 * A list the operation answers whole and takes no input for (cron logs, stream apps): the table asks it with
 * `{}` and searches and pages it here (`pageOfList`), by this text of each row.
 */
type WholeListProps<Row extends MRT_RowData> = { wholeList(row: Row): string; toInput?: undefined; filterInput?: undefined; toPage?: undefined };
type ListProps<Op extends BridgedOperation, Row extends MRT_RowData> = (InputProps<Op> & PageProps<Op, Row> & { wholeList?: undefined }) | (OutputOf<Op> extends readonly Row[] ? (Record<never, never> extends InputOf<Op> ? WholeListProps<Row> : never) : never);

/** What a screen gives the one server-side table (server-table.tsx). */
export type ServerTableProps<Op extends BridgedOperation, Row extends MRT_RowData> = ServerTableBaseProps<Op, Row> & ListProps<Op, Row>;
