import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MRT_RowData, MRT_RowSelectionState, MRT_Updater } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { unwrap } from '@renderer/app/errors';
import { retryingFailedRead } from '@renderer/app/data/failed-read';
import { callOperation, operationQuery, type BridgedOperation, type OutputOf } from '@renderer/app/data/operations';
import type { TablePage } from './export-rows';
import { defaultVisibilityOf, exportColumnsOf } from './export-columns';
import { pageOfList } from './list-page';
import { keptQueryKey, useKeptQuery } from './kept-query';
import { initialSort, orderOf, stateOfRequest, withFilters, type TableRequest } from './request';
import type { ServerTableBaseProps, ServerTableProps, ToInput, ToPage } from './server-table-props';
import { apply, ServerTableView, type Narrowed } from './server-table-view';
import { useDelayedFlag } from './use-delayed-flag';
import { useFirstLoad } from './use-first-load';
import { useStableHandlers } from './use-stable-handlers';
import { useTableExport } from './use-table-export';
import { useTableLayout } from './use-table-layout';
import { useTableQueryState } from './use-table-query-state';
import { useAddressSearch, useWriteAddressSearch } from './use-address-search';

export { NO_DATA_TEXT } from './server-table-view';
export type { ServerTableProps } from './server-table-props';

/** A later load shows the table's progress bar only when it takes longer than this. */
export const SLOW_LOAD_MS = 150;
/** DataTables' default page length, which most of the spec's lists keep. */
export const DEFAULT_PAGE_SIZE = 10;

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
/** What hides rows: the search, a filter with a value (an object or list of the screen's filters, or one value), both, or nothing. */
export const narrowedBy = (searched: boolean, filters: readonly unknown[]): Narrowed => {
  const filtered = filters.some((f) => (f !== null && typeof f === 'object' ? Object.values(f).some(isSet) : isSet(f)));
  return searched && filtered ? 'both' : searched ? 'search' : filtered ? 'filters' : null;
};
const idOf = (row: MRT_RowData): string => String((row as { _id?: unknown })._id);
/** A list with one fixed order (its operation declares none): one array, so the request and the sort state stay memoised. */
const NO_ORDER_COLUMNS: readonly string[] = [];
/** The default `toInput` and `toPage`: ServerTableProps leaves them out only where the request is the input and the answer the page (or holds it as `original`). */
const sameRequest = (request: TableRequest): TableRequest => request;
const pageOfAnswer = (output: unknown): unknown => (output !== null && typeof output === 'object' && 'original' in output ? output.original : output);
/** A whole list's operation takes no input. */
const noInput = (): unknown => ({});

/**
 * The one server-side table (issue 9 §3) over a contract list operation, speaking DataTables' start,
 * length, search and order. The request is the query key, so a newer search supersedes an older one:
 * TanStack Query aborts the older call through the bridge, and an answer to a key that is no longer current
 * is never painted. The previous page stays while the next loads; the table itself (ServerTableView) draws
 * once per answer.
 */
export function ServerTable<Op extends BridgedOperation, Row extends MRT_RowData>(props: ServerTableProps<Op, Row>) {
  // The screen's main list keeps its search in the address (`?q=`); a search opened anew (the one search, a
  // link) starts the table again, from its first page.
  const start = useAddressSearch(props.search !== undefined || props.searchPlaceholder !== undefined, props.initialSearch);
  return <ServerTableOfSearch<Op, Row> key={start.key} table={props} initialSearch={start.initialSearch} writeSearch={start.writeSearch} />;
}

/** The table from its start (useAddressSearch): `initialSearch`, and where its search goes on (the address, for the screen's main list). */
interface TableOfSearchProps<Op extends BridgedOperation, Row extends MRT_RowData> {
  table: ServerTableProps<Op, Row>;
  initialSearch: string | undefined;
  writeSearch: ((q: string) => void) | undefined;
}

function ServerTableOfSearch<Op extends BridgedOperation, Row extends MRT_RowData>({ table: props, initialSearch, writeSearch }: TableOfSearchProps<Op, Row>) {
  const { operation, columns } = props;
  const order = orderOf(operation);
  const orderColumns = order?.columns ?? NO_ORDER_COLUMNS;
  const mappings: ServerTableBaseProps<Op, Row> & { toInput?: ToInput<Op>; filterInput?: object; toPage?: ToPage<Op, Row>; wholeList?: (row: Row) => string } = props;
  const { filterInput, wholeList, toPage: ownPage } = mappings;
  const toInput = wholeList ? (noInput as ToInput<Op>) : (mappings.toInput ?? ((filterInput ? (request: TableRequest) => withFilters(request, filterInput) : sameRequest) as ToInput<Op>));
  const toPage = useMemo(
    () =>
      wholeList
        ? (rows: OutputOf<Op>, request: TableRequest) => pageOfList(rows as readonly Row[], request, wholeList)
        : (ownPage ?? (pageOfAnswer as (output: OutputOf<Op>) => TablePage<Row>)),
    [wholeList, ownPage],
  );
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const tableId = props.tableId ?? operation.id;
  // Drawn again (a tab left and back), the table goes on where this user left it; a search in the address
  // (or given) wins, and a search the user cleared stays cleared.
  const { kept, keep } = useKeptQuery(keptQueryKey(tableId, props.filterFields === undefined ? [props.filters, filterInput] : []));
  const [startSearch] = useState(() => initialSearch ?? kept?.search);
  const state = useTableQueryState({ orderColumns, pageSize, defaultSort: initialSort(order), filters: [props.filters, filterInput], initialSearch: startSearch, ...(kept ? { resume: kept } : {}) });
  useEffect(() => keep(state.place), [keep, state.place]);
  useWriteAddressSearch(writeSearch, state.request.search.value);
  // The view is drawn again only when what it is given changes: the same object while the props are.
  const table = useMemo(() => ({ ...props, initialSearch: startSearch }), [props, startSearch]);
  const defaultVisibility = useMemo(() => defaultVisibilityOf(columns), [columns]);
  const layout = useTableLayout(tableId, defaultVisibility);
  const getRowId = (props.getRowId ?? idOf) as (row: Row) => string;

  // Only the screen's very first load blanks it (spec: the spinner); later ones show the table's progress bar.
  const firstLoad = useFirstLoad([operation.id]);
  const query = useQuery({
    ...operationQuery(operation, toInput(state.request), { spinner: firstLoad }),
    placeholderData: keepPreviousData,
    ...(props.refetchInterval ? { refetchInterval: props.refetchInterval } : {}),
  });
  // The answer on screen and the request it answers: while the next page loads (the previous answer kept as
  // a placeholder), the rows, the info line, the pager and the sort arrows stay in step.
  const [shown, setShown] = useState<{ output: OutputOf<Op>; request: TableRequest } | null>(null);
  if (query.data !== undefined && !query.isPlaceholderData && (shown?.output !== query.data || shown.request !== state.request)) {
    setShown({ output: query.data as OutputOf<Op>, request: state.request });
  }
  const page = useMemo(() => (shown ? { start: shown.request.start, page: toPage(shown.output, shown.request) } : null), [shown, toPage]);
  // Keyed on the request on screen only: a new request (a keystroke's search) must not give the view a new
  // sorting array, which would draw the whole table again before its answer is there.
  const requestOnScreen = shown?.request ?? state.request;
  const onScreen = useMemo(() => stateOfRequest(orderColumns, requestOnScreen), [orderColumns, requestOnScreen]);

  const [selected, setSelected] = useState<Record<string, Row>>({});
  const rowSelection = useMemo<MRT_RowSelectionState>(() => Object.fromEntries(Object.keys(selected).map((id) => [id, true])), [selected]);
  const selectedRows = useMemo(() => Object.values(selected), [selected]);

  const exporter = useTableExport<Row>({
    what: props.label,
    request: state.request,
    columns: exportColumnsOf(columns, layout.layout.columnVisibility, layout.layout.columnOrder),
    fetchPage: async (request, signal) => toPage(unwrap(await callOperation(operation, toInput(request), { signal })), request),
  });

  const handlers = useStableHandlers({
    setPageIndex: state.setPageIndex,
    setSorting: state.setSorting,
    setSearch: state.setSearch,
    setRowSelection: (updater: MRT_Updater<MRT_RowSelectionState>) => {
      const next = apply(updater, rowSelection);
      const onPage = new Map((page?.page.data ?? []).map((row) => [getRowId(row), row]));
      setSelected(Object.fromEntries(Object.keys(next).flatMap((id) => (next[id] ? [[id, selected[id] ?? onPage.get(id)]] : [])).filter(([, row]) => row)));
    },
    clearSelection: () => setSelected({}),
    retry: () => void query.refetch(),
    exportRows: exporter.run,
    cancelExport: exporter.cancel,
    setColumnVisibility: layout.setColumnVisibility,
    setColumnOrder: layout.setColumnOrder,
    setColumnSizing: layout.setColumnSizing,
  });

  // A failed load tried again (Try again, or by itself every 10 s in an outage, see failed-read.ts) stays
  // "could not be loaded", with the progress bar, until it answers: no flash of an empty or loading table.
  const retrying = retryingFailedRead(query);
  const failed = query.isError || retrying;
  const slowLoad = useDelayedFlag(query.isFetching && (query.data !== undefined || retrying), SLOW_LOAD_MS);
  return (
    <ServerTableView<Op, Row>
      table={table}
      // A request that failed must not leave an earlier request's rows looking like its answer (a refresh
      // of the same request that failed keeps them: they are still its answer, only not refreshed).
      page={failed && shown?.request !== state.request ? null : page}
      answer={query.data as OutputOf<Op> | undefined}
      pageIndex={onScreen.pageIndex}
      sorting={onScreen.sorting}
      firstLoad={query.isPending && !retrying}
      slowLoad={slowLoad}
      failed={failed}
      // Filters count where the screen shows them; a fixed context (the site whose users these are) does not narrow.
      narrowed={narrowedBy((shown?.request ?? state.request).search.value !== '', props.filterFields === undefined ? [] : [props.filters, filterInput])}
      layout={layout.layout}
      rowSelection={rowSelection}
      selectedRows={selectedRows}
      exportProgress={exporter.progress}
      handlers={handlers}
      getRowId={getRowId}
      pageSize={pageSize}
    />
  );
}
