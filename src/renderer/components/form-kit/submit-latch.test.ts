import { describe, expect, it } from 'vitest';
import { SubmitLatch } from './submit-latch';

describe('SubmitLatch', () => {
  it('lets one submit go until it is released', () => {
    const latch = new SubmitLatch();
    expect(latch.take()).toBe(true);
    expect(latch.take()).toBe(false);
    latch.release();
    expect(latch.take()).toBe(true);
  });
});
