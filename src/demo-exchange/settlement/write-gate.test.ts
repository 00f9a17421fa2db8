import { describe, expect, it } from 'vitest';
import { WriteGate } from './write-gate';

describe('the write gate', () => {
  it('is busy while a long write runs, and lets waiting writers through once it ends', async () => {
    const gate = new WriteGate();
    let finish: () => void = () => undefined;
    const long = gate.hold(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(gate.busy).toBe(true);
    const order: string[] = [];
    const waiter = gate.idle().then(() => order.push('writer'));
    await Promise.resolve();
    expect(order).toEqual([]);
    order.push('settled');
    finish();
    await long;
    await waiter;
    expect(order).toEqual(['settled', 'writer']);
    expect(gate.busy).toBe(false);
    await gate.idle();
  });

  it('opens again when the long write fails', async () => {
    const gate = new WriteGate();
    await expect(gate.hold(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(gate.busy).toBe(false);
  });
});
