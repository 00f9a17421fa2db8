import { describe, expect, it } from 'vitest';
import { writePdfTable } from '../files/pdf-table';
import { pdfText } from './read-files';

describe('the exported files read back as a person reads them', () => {
  it('finds every text of a PDF whatever bytes its compressed streams end with', async () => {
    // Compressed streams end with arbitrary bytes (a \r one time in 256): two hundred tables of other codes.
    for (let n = 0; n < 200; n += 1) {
      const code = `C${(n * 7919).toString(36).toUpperCase()}`;
      const bytes = await writePdfTable({ title: 'Market access codes', subtitle: [`Scope: table ${n}`], columns: [{ header: 'Code', width: 100 }], rows: [[code]] });
      const text = pdfText(bytes);
      expect(text).toContain('Market access codes');
      expect(text).toContain(code);
    }
  });
});
