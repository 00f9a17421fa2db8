import { hasEveryWord } from '@shared/search/words';
import type { TablePage } from './export-rows';
import type { TableRequest } from './request';

/**
 * One page of a list an operation answers whole (spec §7's cron logs: "answers a data array"): the search
 * and paging the exchange does not do are done here, with the same request, so the table cannot tell. The
 * search is the exchange's: every word of it somewhere in the row's text, in any order (`searchWords`).
 */
export const pageOfList = <Row,>(rows: readonly Row[], request: TableRequest, text: (row: Row) => string): TablePage<Row> => {
  const search = request.search.value;
  const matching = rows.filter((row) => hasEveryWord(text(row), search));
  return { data: matching.slice(request.start, request.start + request.length), recordsTotal: rows.length, recordsFiltered: matching.length };
};
