import type { TablePage } from './export-rows';
import type { TableRequest } from './request';

/**
 * One page of a list an operation answers whole (spec §7's cron logs: "answers a data array"): the search
 * and paging the exchange does not do are done here, with the same request, so the table cannot tell.
 */
export const pageOfList = <Row,>(rows: readonly Row[], request: TableRequest, text: (row: Row) => string): TablePage<Row> => {
  const needle = request.search.value.toLowerCase();
  const matching = needle ? rows.filter((row) => text(row).toLowerCase().includes(needle)) : rows;
  return { data: matching.slice(request.start, request.start + request.length), recordsTotal: rows.length, recordsFiltered: matching.length };
};
