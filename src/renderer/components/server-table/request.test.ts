import { describe, expect, it } from 'vitest';
import { narrowedBy } from './server-table';
import { toTableRequest, withFilters } from './request';

const columns = ['name', 'userName', 'status', 'permissions'];

describe('the server table request', () => {
  it('turns page, sort and search into start, order by column index and search value', () => {
    expect(toTableRequest(columns, { pageIndex: 2, pageSize: 10, sorting: [{ id: 'userName', desc: false }], search: '  bob ' })).toEqual({
      start: 20,
      length: 10,
      search: { value: 'bob' },
      order: [{ column: 1, dir: 'asc' }],
    });
  });

  it('sends no order for an unknown column (the exchange applies its default)', () => {
    expect(toTableRequest(columns, { pageIndex: 0, pageSize: 10, sorting: [{ id: 'nope', desc: true }], search: '' }).order).toEqual([]);
  });

  it('adds the filters that are set and leaves out the empty ones (any value)', () => {
    const request = toTableRequest(columns, { pageIndex: 0, pageSize: 10, sorting: [], search: 'x' });
    expect(withFilters(request, { status: 'open', role: null, tabId: undefined, level: '', active: false, count: 0 })).toEqual({
      ...request,
      status: 'open',
      active: false,
      count: 0,
    });
  });
});

describe('what hides the rows of a list', () => {
  it('is the search, a filter with a value, both, or nothing', () => {
    expect(narrowedBy(false, [])).toBeNull();
    expect(narrowedBy(false, [{ status: null, tabId: '' }, undefined])).toBeNull();
    expect(narrowedBy(true, [{ status: null }])).toBe('search');
    expect(narrowedBy(false, [{ status: 'declared' }])).toBe('filters');
    expect(narrowedBy(false, [[undefined, '2026-11-01', undefined]])).toBe('filters');
    expect(narrowedBy(true, [undefined, { family: 'fancy' }])).toBe('both');
  });
});

