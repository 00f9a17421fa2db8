import { describe, expect, it } from 'vitest';
import { logoProblem } from './logo';

/** A GIF header of `width` × `height` px (logical screen size, little-endian), and nothing after it. */
const gifHeader = (width: number, height: number) => new Uint8Array([...new TextEncoder().encode('GIF89a'), width & 0xff, width >> 8, height & 0xff, height >> 8]);

describe('a logo refused in words', () => {
  it('says a file cut short after its GIF signature cannot be read (not "0×0 px; a logo is 16–1024 px")', () => {
    const unreadable = 'the image cannot be read; choose a PNG, JPEG, GIF or WebP that opens.';
    expect(logoProblem(new TextEncoder().encode('GIF89a'))).toBe(unreadable);
    expect(logoProblem(gifHeader(64, 0))).toBe(unreadable);
  });

  it('still says a readable size out of range, and one byte over 256 KB as 257 KB', () => {
    expect(logoProblem(gifHeader(8, 8))).toBe('8×8 px; a logo is 16–1024 px each way.');
    expect(logoProblem(gifHeader(64, 64))).toBeUndefined();
    expect(logoProblem(new Uint8Array(256_001))).toBe('at most 256 KB (this one is 257 KB).');
  });
});
