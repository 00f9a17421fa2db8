import { describe, expect, it } from 'vitest';
import { floorToTick, moveTicks } from './odds-ticks';

describe('the price ladder', () => {
  it('moves one tick at a time across the bands, both ways', () => {
    expect(moveTicks(2, -1)).toBe(1.99);
    expect(moveTicks(1.99, 1)).toBe(2);
    expect(moveTicks(3, -1)).toBe(2.98);
    expect(moveTicks(10, -1)).toBe(9.8);
    expect(moveTicks(1000, 1)).toBe(1000);
    expect(moveTicks(1.01, -1)).toBe(1.01);
    expect(floorToTick(2.03)).toBe(2.02);
  });
});
