import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, a BOM, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",3')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', '3'],
    ]);
  });

  it('writes what it reads back, and defuses spreadsheet formulas but not negative numbers', () => {
    const text = toCsv([['name', 'n'], ['a, "b"', -5], ['=HYPERLINK("x")', null]]);
    expect(parseCsv(text)).toEqual([['name', 'n'], ['a, "b"', '-5'], [`'=HYPERLINK("x")`, '']]);
  });
});
