import { describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/png';
import { bannerImageProblem, imageInfo } from '@shared/content/image-info';
import { parseMarkup, sanitiseText } from '@shared/content/markup';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('image checks by content', () => {
  it('reads the size of PNG, GIF, JPEG and WebP from their headers', () => {
    expect(imageInfo(solidPng(1200, 300))).toEqual({ type: 'image/png', width: 1200, height: 300 });
    expect(imageInfo(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xc8, 0x00))).toEqual({ type: 'image/gif', width: 320, height: 200 });
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x03, 0x20, 0x03, 0, 0, 0, 0, 0, 0);
    expect(imageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 800, height: 300 });
    const webp = new Uint8Array(30);
    webp.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
    webp.set([...'WEBPVP8X'].map((c) => c.charCodeAt(0)), 8);
    webp.set([0x7f, 0x07, 0x00, 0x2b, 0x01, 0x00], 24); // 1920 × 300
    expect(imageInfo(webp)).toEqual({ type: 'image/webp', width: 1920, height: 300 });
  });

  it('refuses a text file named like an image, an oversized file and wrong dimensions, in words', () => {
    const text = new TextEncoder().encode('this is not a picture, whatever its name says');
    expect(bannerImageProblem(text)).toMatch(/not a PNG, JPEG, GIF or WebP image/);
    expect(bannerImageProblem(new Uint8Array(1_200_000))).toMatch(/at most 1 MB/);
    expect(bannerImageProblem(solidPng(100, 100))).toMatch(/100×100 px; a banner is 320–3000 px wide/);
    expect(bannerImageProblem(solidPng(1200, 300))).toBeUndefined();
  });
});

describe('safe text', () => {
  it('never gives back a script: tags and their scripts are removed before storing', () => {
    const stored = sanitiseText('Big match <script>alert(1)</script><img src=x onerror=alert(2)> tonight <b>live</b>');
    expect(stored).toBe('Big match  tonight live');
    expect(stored).not.toMatch(/[<>]/);
  });

  it('renders paragraphs, bullets, bold and italic as data, not HTML', () => {
    expect(parseMarkup('**CSK** win the toss\n\n- Dhoni *fit*\n- Rain at 8 pm')).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'CSK', bold: true }, { text: ' win the toss' }] },
      { kind: 'list', items: [[{ text: 'Dhoni ' }, { text: 'fit', italic: true }], [{ text: 'Rain at 8 pm' }]] },
    ]);
  });
});
