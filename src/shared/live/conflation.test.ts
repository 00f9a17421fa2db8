import { describe, expect, it } from 'vitest';
import { ConflatingBuffer } from './conflation';

describe('ConflatingBuffer', () => {
  it('keeps only the latest value per key', () => {
    const buffer = new ConflatingBuffer<{ id: string; price: number }>();
    buffer.put('m1', { id: 'm1', price: 1.5 });
    buffer.put('m2', { id: 'm2', price: 3 });
    buffer.put('m1', { id: 'm1', price: 1.6 });
    buffer.put('m1', { id: 'm1', price: 1.7 });
    expect(buffer.size).toBe(2);
    expect(buffer.drain()).toEqual([
      { id: 'm1', price: 1.7 },
      { id: 'm2', price: 3 },
    ]);
  });

  it('keeps the order in which keys first changed, so a busy market does not starve the others', () => {
    const buffer = new ConflatingBuffer<number>();
    buffer.put('a', 1);
    buffer.put('b', 1);
    for (let i = 2; i < 100; i += 1) buffer.put('a', i);
    expect(buffer.drain()).toEqual([99, 1]);
  });

  it('is empty after a drain, and a deleted key is not delivered', () => {
    const buffer = new ConflatingBuffer<number>();
    buffer.put('a', 1);
    buffer.drain();
    expect(buffer.drain()).toEqual([]);
    buffer.put('a', 2);
    buffer.put('b', 3);
    buffer.delete('a');
    expect(buffer.drain()).toEqual([3]);
  });
});
