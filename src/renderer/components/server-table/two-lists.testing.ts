import { EMPTY_TABLE_LAYOUT, ok, type DataTableRequest, type TraderRow } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';

/** What each of a test's two lists was asked for, in order (emptied before each test). */
export interface ListRequests {
  traders: DataTableRequest[];
  staff: DataTableRequest[];
}

/**
 * For a test file of two searchable lists: before each test the bridge answers traders.list and staff.list
 * with the page of `rows` whose name holds the search (in any case), and keeps table layouts. Returns what
 * each list was asked for.
 */
export const stubTwoListsForEachTest = (rows: readonly TraderRow[]): ListRequests => {
  const asked: ListRequests = { traders: [], staff: [] };
  const answer = (list: keyof ListRequests) => async (input: DataTableRequest) => {
    asked[list].push(input);
    const needle = (input.search?.value ?? '').toLowerCase();
    const data = rows.filter((row) => row.name.toLowerCase().includes(needle));
    return ok({ original: { data: data.slice(input.start, input.start + input.length), recordsTotal: rows.length, recordsFiltered: data.length } });
  };
  stubBridgeForEachTest(() => {
    asked.traders = [];
    asked.staff = [];
    return {
      traders: { list: answer('traders') },
      staff: { list: answer('staff') },
      preferences: { tableLayout: async () => ok(EMPTY_TABLE_LAYOUT), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) },
    };
  });
  return asked;
};
