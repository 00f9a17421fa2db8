import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Each stream's bytes, as many as its dictionary's /Length says (pdf-lib writes it directly): a compressed
 * stream may end with a \r or hold "\nendstream"-like bytes, so its end is not searched for.
 */
const pdfStreams = (raw: string): string[] =>
  [...raw.matchAll(/\/Length (\d+)\b[^]*?>>\s*stream\r?\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return raw.slice(start, start + Number(match[1]));
  });

/**
 * Test support: the text a person would read in our exported files, without a PDF or Excel reader.
 * PDF: every content stream inflated, the strings of its text operators decoded (pdf-lib writes hex
 * strings for the standard fonts). XLSX: the rows of the first sheet as arrays of cell texts.
 */
export const pdfText = (bytes: Uint8Array): string => {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const stream of pdfStreams(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      content = stream;
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(op[1] !== undefined ? Buffer.from(op[1], 'hex').toString('latin1') : (op[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return lines.join('\n');
};

export const xlsxRows = (bytes: Uint8Array): string[][] => {
  const files = unzipSync(bytes);
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('No first sheet in the workbook');
  const xml = strFromU8(sheet);
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return [...xml.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c [^>]*>(?:<is><t[^>]*>([\s\S]*?)<\/t><\/is>|<v>([^<]*)<\/v>)<\/c>/g)].map((cell) => unescape(cell[1] ?? cell[2] ?? '')),
  );
};
