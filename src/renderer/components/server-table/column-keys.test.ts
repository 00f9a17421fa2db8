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
    expect(movedColumn(order, 'actions', -1)).toEqual(order);
  });

  it('moves past a hidden column to the next shown one, so every key press moves it on screen', () => {
    const order = ['name', 'userName', 'status', 'createdAt'];
    expect(movedColumn(order, 'createdAt', -1, new Set(['name', 'status', 'createdAt']))).toEqual(['name', 'userName', 'createdAt', 'status']);
    expect(movedColumn(order, 'name', 1, new Set(['name', 'status', 'createdAt']))).toEqual(['status', 'userName', 'name', 'createdAt']);
  });
});
