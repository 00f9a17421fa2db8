import { describe, expect, it } from 'vitest';
import { movedColumn } from './column-keys';

describe('a column moved from the keyboard', () => {
  it('swaps places with its neighbour, and stays where it cannot go (an end, the selection boxes, the pinned Actions)', () => {
    const order = ['mrt-row-select', 'name', 'userName', 'status', 'actions'];
    expect(movedColumn(order, 'userName', -1)).toEqual(['mrt-row-select', 'userName', 'name', 'status', 'actions']);
    expect(movedColumn(order, 'name', -1)).toEqual(order);
    expect(movedColumn(order, 'status', 1)).toEqual(order);
    expect(movedColumn(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(movedColumn(['a', 'b'], 'missing', 1)).toEqual(['a', 'b']);
  });
});
