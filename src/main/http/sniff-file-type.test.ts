import { describe, expect, it } from 'vitest';
import { contentMatchesClaim, sniffFileType } from './sniff-file-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileType', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n...'), 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a WebP', new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WEBP')]), 'image/webp'],
    ['an xlsx (a zip)', bytes(0x50, 0x4b, 0x03, 0x04, 20), 'application/zip'],
    ['CSV with a BOM and accents', text('\uFEFFmarché,min\r\n1.2,10\n'), 'text'],
  ])('knows %s by its content', (_what, content, type) => {
    expect(sniffFileType(content)).toBe(type);
  });

  it.each([
    ['invalid UTF-8', bytes(0x61, 0xc3, 0x28)],
    ['text with NUL bytes (a binary)', text('MZ\u0000\u0000\u0003')],
  ])('accepts no %s', (_what, content) => {
    expect(sniffFileType(content)).toBeUndefined();
  });
});

describe('contentMatchesClaim', () => {
  it('takes the ways browsers name a CSV, and a generic or missing claim', () => {
    for (const claim of ['text/csv', 'text/plain; charset=utf-8', 'application/vnd.ms-excel', '', 'application/octet-stream']) {
      expect(contentMatchesClaim('text', claim)).toBe(true);
    }
    expect(contentMatchesClaim('application/zip', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(true);
  });

  it('refuses a claim the content contradicts', () => {
    expect(contentMatchesClaim('image/png', 'text/csv')).toBe(false);
    expect(contentMatchesClaim('text', 'application/pdf')).toBe(false);
  });
});
