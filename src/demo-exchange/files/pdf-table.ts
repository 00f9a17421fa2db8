import type { PDFFont, PDFPage } from 'pdf-lib';

export interface PdfTable {
  readonly title: string;
  /** Lines under the title: filter, generation time, row count. */
  readonly subtitle: readonly string[];
  readonly columns: ReadonlyArray<{ readonly header: string; readonly width: number }>;
  readonly rows: ReadonlyArray<readonly string[]>;
}

const PAGE = { width: 842, height: 595 }; // A4 landscape, points
const MARGIN = 36;
const ROW_HEIGHT = 14;
const SIZE = 9;

/** The standard fonts only encode WinAnsi: anything else is shown as '?' rather than failing the export. */
const encodable = (font: PDFFont) => {
  const supported = new Set(font.getCharacterSet());
  return (text: string) => Array.from(text, (ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
};

const fit = (font: PDFFont, text: string, width: number): string => {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

/**
 * A plain paged table: title and subtitle on page 1, the header row on every page, page numbers. pdf-lib is
 * loaded at the first printout, not at every start of the demo (its modules take a quarter of a second).
 */
export const writePdfTable = async (table: PdfTable): Promise<Uint8Array> => {
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(table.title);
  doc.setProducer('Exchange demo');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  const totalWidth = table.columns.reduce((sum, c) => sum + c.width, 0);
  const scale = (PAGE.width - 2 * MARGIN) / totalWidth;
  const widths = table.columns.map((c) => c.width * scale);

  const drawRow = (page: PDFPage, y: number, cells: readonly string[], f: PDFFont) => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      page.drawText(fit(f, clean(cell), width - 4), { x: x + 2, y, size: SIZE, font: f });
      x += width;
    });
  };

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN - 14;
  page.drawText(clean(table.title), { x: MARGIN, y, size: 14, font: bold });
  for (const line of table.subtitle) {
    y -= 14;
    page.drawText(clean(line), { x: MARGIN, y, size: SIZE, font, color: rgb(0.3, 0.3, 0.3) });
  }
  const header = (p: PDFPage, at: number) => {
    drawRow(p, at, table.columns.map((c) => c.header), bold);
    p.drawLine({ start: { x: MARGIN, y: at - 4 }, end: { x: PAGE.width - MARGIN, y: at - 4 }, thickness: 0.5 });
  };
  y -= 24;
  header(page, y);
  for (const row of table.rows) {
    y -= ROW_HEIGHT;
    if (y < MARGIN + ROW_HEIGHT) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN - 14;
      header(page, y);
      y -= ROW_HEIGHT;
    }
    drawRow(page, y, row, font);
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => p.drawText(`Page ${i + 1} of ${pages.length}`, { x: PAGE.width - MARGIN - 60, y: MARGIN / 2, size: 8, font }));
  return doc.save({ useObjectStreams: false });
};
