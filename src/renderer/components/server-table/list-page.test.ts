import { describe, expect, it } from 'vitest';
import { pageOfList } from './list-page';

const LOGS = [
  { cronType: 'virtual-results', status: 'success' },
  { cronType: 'virtual-results', status: 'failed' },
  { cronType: 'settle-bets', status: 'success' },
];
const text = (log: (typeof LOGS)[number]) => `${log.cronType} ${log.status}`;
const page = (value: string, start = 0, length = 10) => pageOfList(LOGS, { start, length, search: { value }, order: [] }, text);

describe('a list answered whole, searched and paged in the table', () => {
  it('finds the rows holding every word, in any order and case, spaces and punctuation aside', () => {
    expect(page('virtual success').data).toEqual([LOGS[0]]);
    expect(page('  SUCCESS   virtual ').data).toEqual([LOGS[0]]);
    expect(page('success · virtual').data).toEqual([LOGS[0]]);
    expect(page('virtual running')).toMatchObject({ data: [], recordsTotal: 3, recordsFiltered: 0 });
  });

  it('pages what it finds, and a search of no words finds every row', () => {
    expect(page('success', 1, 1)).toEqual({ data: [LOGS[2]], recordsTotal: 3, recordsFiltered: 2 });
    expect(page(' – ')).toMatchObject({ recordsTotal: 3, recordsFiltered: 3 });
    expect(page('')).toMatchObject({ recordsFiltered: 3 });
  });
});
