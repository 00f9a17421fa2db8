import { describe, expect, it } from 'vitest';
import { listOrder, requestedOrder } from './list-order';

const order = listOrder({ columns: ['name', 'userName', 'status', 'actions'], sortable: ['name', 'userName'], initial: { column: 'name', dir: 'desc' } });

describe('a list order', () => {
  it('reads the first order entry by its column index, on a column that sorts', () => {
    expect(requestedOrder(order, [{ column: 1, dir: 'asc' }, { column: 0, dir: 'desc' }])).toEqual({ column: 'userName', dir: 'asc' });
  });

  it('falls back to the initial order for none, a display column, or an index past the columns', () => {
    for (const requested of [undefined, [], [{ column: 3, dir: 'asc' as const }], [{ column: 9, dir: 'asc' as const }]]) {
      expect(requestedOrder(order, requested)).toEqual({ column: 'name', dir: 'desc' });
    }
  });

  it('numbers the sortable columns themselves when no other columns are given', () => {
    expect(listOrder({ sortable: ['a', 'b'], initial: { column: 'b', dir: 'asc' } }).columns).toEqual(['a', 'b']);
  });
});
