import { describe, expect, it } from 'vitest';
import { bannerImageProblem } from './image-info';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('a banner image refused in words', () => {
  it('accepts exactly 1 MB by size, and says one byte over as over (never "1.0 MB")', () => {
    expect(bannerImageProblem(new Uint8Array(1_000_000))).not.toMatch(/at most/);
    expect(bannerImageProblem(new Uint8Array(1_000_001))).toBe('Image: at most 1 MB (this one is 1.01 MB).');
    expect(bannerImageProblem(new Uint8Array(1_048_576))).toBe('Image: at most 1 MB (this one is 1.05 MB).');
  });

  it('says a file holding only an image header cannot be read, not that it is 0×0 px', () => {
    expect(bannerImageProblem(ascii('GIF89a'))).toBe('Image: the image cannot be read; choose a PNG, JPEG, GIF or WebP that opens.');
  });
});
