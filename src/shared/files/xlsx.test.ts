import { strFromU8, unzipSync } from 'fflate';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { INDIAN_MONEY_FORMAT, indianMoneyFormat } from './money-formats';
import { shownInExcel } from './testing/shown-in-excel';
import { cellText, DATE_TIME_FORMAT, dateTimeCell, moneyCell, writeXlsx, type Sheet } from './xlsx';

const SHEET: Sheet = {
  name: 'P/L',
  columns: [
    { header: 'Who', width: 10 },
    { header: 'P/L (₹)', width: 14 },
  ],
  rows: [
    ['punter1', moneyCell(12_34_567.5)],
    ['punter2', moneyCell(-20_519.7)],
    ['punter3', moneyCell(-1_23_45_678)],
    ['punter4', moneyCell(0)],
    ['punter5', moneyCell(-2_50_000)],
  ],
};

const window = new Window();
const xml = new window.DOMParser();
afterAll(() => window.happyDOM.close());

/** A part of the workbook parsed as XML: a part that is not well-formed fails here. */
const part = (bytes: Uint8Array, path: string) => {
  const text = strFromU8(unzipSync(bytes)[path] ?? new Uint8Array());
  const document = xml.parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};

/** Each money cell: its value, and the format code its style points at (built-in 4 written as its code). */
const moneyCellsOf = (bytes: Uint8Array) => {
  const styles = part(bytes, 'xl/styles.xml');
  const codes = new Map([...styles.getElementsByTagName('numFmt')].map((f) => [f.getAttribute('numFmtId'), f.getAttribute('formatCode')]));
  const xfs = [...(styles.getElementsByTagName('cellXfs')[0]?.getElementsByTagName('xf') ?? [])];
  const cells = [...part(bytes, 'xl/worksheets/sheet1.xml').getElementsByTagName('c')].filter((c) => c.getAttribute('r')?.startsWith('B') && c.getAttribute('r') !== 'B1');
  return cells.map((c) => {
    const numFmtId = xfs[Number(c.getAttribute('s'))]?.getAttribute('numFmtId') ?? '';
    return { type: c.getAttribute('t'), value: Number(c.textContent), format: numFmtId === '4' ? '#,##0.00' : (codes.get(numFmtId) ?? `missing ${numFmtId}`) };
  });
};

describe('the Excel writer', () => {
  it('keeps money cells numbers with the built-in "#,##0.00" by default, as before', () => {
    const bytes = writeXlsx(SHEET);
    const styles = strFromU8(unzipSync(bytes)['xl/styles.xml'] ?? new Uint8Array());
    expect(styles).not.toContain('<numFmts');
    expect(styles).toContain('<cellXfs count="3">');
    expect(moneyCellsOf(bytes)).toEqual(SHEET.rows.map(([, cell]) => ({ type: null, value: (cell as { money: number }).money, format: '#,##0.00' })));
  });

  it('groups money the Indian way when asked: numbers still, each with a format Excel shows as the screen does', () => {
    const cells = moneyCellsOf(writeXlsx(SHEET, { grouping: 'indian' }));
    expect(cells.map((c) => [c.type, c.value])).toEqual(SHEET.rows.map(([, cell]) => [null, (cell as { money: number }).money]));
    expect(cells.map((c) => shownInExcel(c.format, c.value))).toEqual(['12,34,567.50', '-20,519.70', '-1,23,45,678.00', '0.00', '-2,50,000.00']);
    expect(cells.map((c) => c.format)).toEqual([INDIAN_MONEY_FORMAT, INDIAN_MONEY_FORMAT, indianMoneyFormat(-1_23_45_678), INDIAN_MONEY_FORMAT, indianMoneyFormat(-2_50_000)]);
  });

  it('writes the formats escaped for XML, declared before the fonts, with every style a cell uses', () => {
    const bytes = writeXlsx(SHEET, { grouping: 'indian' });
    const text = strFromU8(unzipSync(bytes)['xl/styles.xml'] ?? new Uint8Array());
    expect(text).toContain(`<numFmts count="3"><numFmt numFmtId="164" formatCode="[&gt;=9999999.995]##\\,##\\,##\\,##0.00;[&gt;=99999.995]##\\,##\\,##0.00;#,##0.00"/>`);
    expect(text.indexOf('<numFmts')).toBeLessThan(text.indexOf('<fonts'));
    expect(text).toContain('<cellXfs count="5">');
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect([...sheet.matchAll(/<c r="B[2-9]" s="(\d+)"/g)].map((m) => m[1])).toEqual(['2', '2', '3', '2', '4']);
  });
});

describe('a footer row', () => {
  const TOTALLED: Sheet = {
    ...SHEET,
    columns: [...SHEET.columns, { header: 'Started', width: 21 }],
    footer: ['Total', moneyCell(-1_13_31_630.2), dateTimeCell('2026-11-28 14:02:05')],
  };

  /** Each cell of a row: its reference, whether its style's font is bold, and its style's number format code. */
  const rowCellsOf = (bytes: Uint8Array, r: number) => {
    const styles = part(bytes, 'xl/styles.xml');
    const codes = new Map([...styles.getElementsByTagName('numFmt')].map((f) => [f.getAttribute('numFmtId'), f.getAttribute('formatCode')]));
    const fonts = [...(styles.getElementsByTagName('fonts')[0]?.getElementsByTagName('font') ?? [])];
    const xfs = [...(styles.getElementsByTagName('cellXfs')[0]?.getElementsByTagName('xf') ?? [])];
    const row = [...part(bytes, 'xl/worksheets/sheet1.xml').getElementsByTagName('row')].find((x) => x.getAttribute('r') === String(r));
    return [...(row?.getElementsByTagName('c') ?? [])].map((c) => {
      const xf = xfs[Number(c.getAttribute('s'))];
      const numFmtId = xf?.getAttribute('numFmtId') ?? '';
      const font = fonts[Number(xf?.getAttribute('fontId'))];
      return { ref: c.getAttribute('r'), bold: font?.getElementsByTagName('b').length === 1, format: codes.get(numFmtId) ?? numFmtId };
    });
  };

  it('is the last row, every cell of it in a style whose font is bold, its figures keeping their formats', () => {
    for (const grouping of ['international', 'indian'] as const) {
      const bytes = writeXlsx(TOTALLED, { grouping });
      const footer = rowCellsOf(bytes, SHEET.rows.length + 2);
      expect(footer.map((c) => [c.ref, c.bold])).toEqual([
        ['A7', true],
        ['B7', true],
        ['C7', true],
      ]);
      // The total's format is the one a body cell of its amount gets; the date's the date-time format.
      const plain = rowCellsOf(writeXlsx({ ...SHEET, rows: [['', moneyCell(-1_13_31_630.2), dateTimeCell('2026-11-28 14:02:05')]] }, { grouping }), 2);
      expect(footer.map((c) => c.format)).toEqual(plain.map((c) => c.format));
      expect(footer[2]?.format).toBe(DATE_TIME_FORMAT);
      expect(plain.map((c) => c.bold)).toEqual([false, false, false]);
      expect(rowCellsOf(bytes, 2).every((c) => !c.bold)).toBe(true);
    }
  });

  it('adds no bold style to a sheet without one: the header’s is the only one', () => {
    const styles = strFromU8(unzipSync(writeXlsx(SHEET))['xl/styles.xml'] ?? new Uint8Array());
    expect(styles.match(/<xf [^>]*fontId="1"/g)).toHaveLength(1);
    expect(styles).toContain('<cellXfs count="3">');
  });
});

describe('date-time cells', () => {
  const DATED: Sheet = {
    name: 'Cron logs',
    columns: [
      { header: 'Start Time (Asia/Kolkata)', width: 21 },
      { header: 'P/L (₹)', width: 14 },
    ],
    rows: [
      [dateTimeCell('2026-11-28 14:02:05'), moneyCell(-2_50_000)],
      [dateTimeCell('1900-03-01 00:00:00'), moneyCell(1)],
      [dateTimeCell('1899-12-31 23:59:59'), moneyCell(2)],
      ['', moneyCell(3)],
    ],
  };

  /** Each cell of column A below the header: its value, type and the format code its style points at. */
  const dateCellsOf = (bytes: Uint8Array) => {
    const styles = part(bytes, 'xl/styles.xml');
    const codes = new Map([...styles.getElementsByTagName('numFmt')].map((f) => [f.getAttribute('numFmtId'), f.getAttribute('formatCode')]));
    const xfs = [...(styles.getElementsByTagName('cellXfs')[0]?.getElementsByTagName('xf') ?? [])];
    const cells = [...part(bytes, 'xl/worksheets/sheet1.xml').getElementsByTagName('c')].filter((c) => /^A([2-9])$/.test(c.getAttribute('r') ?? ''));
    return cells.map((c) => ({ type: c.getAttribute('t'), text: c.textContent, format: codes.get(xfs[Number(c.getAttribute('s'))]?.getAttribute('numFmtId') ?? '') ?? null }));
  };

  it('are real dates in a sheet: Excel’s serial number of the wall-clock time, shown as the CSV writes it', () => {
    const [kolkata, first, tooEarly, none] = dateCellsOf(writeXlsx(DATED));
    // 46354 days after 1899-12-30, and 14:02:05 as a fraction of a day.
    expect(Number(kolkata?.text)).toBeCloseTo(46_354 + (14 * 3600 + 2 * 60 + 5) / 86_400, 9);
    expect(kolkata).toMatchObject({ type: null, format: DATE_TIME_FORMAT });
    expect(first).toMatchObject({ type: null, text: '61', format: DATE_TIME_FORMAT });
    // Before Excel's dates are right (its 1900 has a 29 February): the text, not a wrong date.
    expect(tooEarly).toMatchObject({ type: 'inlineStr', text: '1899-12-31 23:59:59', format: null });
    expect(none).toMatchObject({ type: 'inlineStr', text: '' });
    expect(cellText(dateTimeCell('2026-11-28 14:02:05'))).toBe('2026-11-28 14:02:05');
  });

  it('write a first-century date as its text, not as the same day 1,900 years later', () => {
    const ancient: Sheet = { ...DATED, rows: [[dateTimeCell('0050-06-15 10:00:00'), moneyCell(1)]] };
    expect(dateCellsOf(writeXlsx(ancient))).toEqual([{ type: 'inlineStr', text: '0050-06-15 10:00:00', format: null }]);
  });

  it('add the date format after the money formats, leaving money its styles', () => {
    for (const grouping of ['international', 'indian'] as const) {
      const bytes = writeXlsx(DATED, { grouping });
      const money = moneyCellsOf(bytes);
      expect(money.map((c) => [c.type, c.value])).toEqual(DATED.rows.map(([, cell]) => [null, (cell as { money: number }).money]));
      expect(money.map((c) => c.format)).toEqual(
        grouping === 'indian' ? [indianMoneyFormat(-2_50_000), INDIAN_MONEY_FORMAT, INDIAN_MONEY_FORMAT, INDIAN_MONEY_FORMAT] : Array(4).fill('#,##0.00'),
      );
      expect(dateCellsOf(bytes)[0]?.format).toBe(DATE_TIME_FORMAT);
    }
  });
});
