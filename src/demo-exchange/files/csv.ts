/** RFC 4180 CSV, the little the demo needs: quoted fields (with commas, quotes, line breaks), CRLF or LF, a BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  // Blank lines (a trailing newline, an empty line in the middle) are not rows.
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const quote = (cell: string | number | null): string => {
  const text = cell === null ? '' : String(cell);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection): prefix it with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows to CSV text, CRLF line ends (what spreadsheets expect), UTF-8 BOM so Excel reads accents right. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string => `\uFEFF${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;
