import { describe, expect, it } from 'vitest';
import { tooLargeWords } from './size-words';

describe('an oversized file in words', () => {
  it('never reads as its limit: one byte over 1 MB is 1.01 MB (rounded up at the shown digit)', () => {
    expect(tooLargeWords(1_000_001, 1_000_000)).toBe('at most 1 MB (this one is 1.01 MB)');
    expect(tooLargeWords(1_040_000, 1_000_000)).toBe('at most 1 MB (this one is 1.04 MB)');
    expect(tooLargeWords(1_048_576, 1_000_000)).toBe('at most 1 MB (this one is 1.05 MB)');
    expect(tooLargeWords(1_200_000, 1_000_000)).toBe('at most 1 MB (this one is 1.2 MB)');
    expect(tooLargeWords(12_345_678, 5_000_000)).toBe('at most 5 MB (this one is 12.35 MB)');
  });

  it('says a limit below a megabyte in KB, the size rounded up to the next whole KB', () => {
    expect(tooLargeWords(256_001, 256_000)).toBe('at most 256 KB (this one is 257 KB)');
    expect(tooLargeWords(300_000, 256_000)).toBe('at most 256 KB (this one is 300 KB)');
  });

  it('never says a limit off the unit as more than it takes: 5 MiB is at most 5.24 MB, a byte over it 5.25 MB', () => {
    expect(tooLargeWords(5 * 1024 * 1024 + 1, 5 * 1024 * 1024)).toBe('at most 5.24 MB (this one is 5.25 MB)');
    expect(tooLargeWords(5_557_453, 5 * 1024 * 1024)).toBe('at most 5.24 MB (this one is 5.56 MB)');
  });
});
