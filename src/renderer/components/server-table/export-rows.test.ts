import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIAN_MONEY_FORMAT } from '@shared/files/money-formats';
import { moneyCell } from '@shared/files/xlsx';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { dateTimeColumn, dateTimeExportColumn } from './date-time-column';
import { exportColumnsOf } from './export-columns';
import { toCsv, toXlsx, type ExportColumn } from './export-rows';

const before = formatSettings();
afterEach(() => setFormatSettings(before));

/** The sheet and styles parts of the table kit's Excel file, written for a user who groups figures this way. */
const xlsxFor = (grouping: 'indian' | 'international') => {
  setFormatSettings({ grouping });
  const files = unzipSync(toXlsx('P/L', COLUMNS, LINES));
  const text = (path: string) => strFromU8(files[path] ?? new Uint8Array());
  const styles = text('xl/styles.xml');
  // moneyStyle: the third cell style, which money cells use.
  return { sheet: text('xl/worksheets/sheet1.xml'), styles, moneyStyle: styles.match(/<cellXfs count="3">(.*)<\/cellXfs>/)?.[1]?.split('<xf ')[3] };
};

interface Line {
  readonly who: string;
  readonly count: number;
  readonly rupees: number;
}

const COLUMNS: ExportColumn<Line>[] = [
  { header: 'Who', value: (l) => l.who },
  { header: 'Count', value: (l) => l.count },
  { header: 'P/L (₹)', value: (l) => moneyCell(l.rupees) },
];
const LINES: Line[] = [
  { who: 'punter1', count: 3, rupees: -20_519.7 },
  { who: '=cmd()', count: 0, rupees: 0 },
  { who: 'agent, north', count: 12, rupees: 14_175 },
];

describe('export writers', () => {
  it('write money with its two decimals in a CSV, as the screen shows it, and quote what a spreadsheet would run', () => {
    const lines = toCsv(COLUMNS, LINES).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual(['Who,Count,P/L (₹)', 'punter1,3,-20519.70', "'=cmd(),0,0.00", '"agent, north",12,14175.00']);
  });

  it('write money as a number with a two-decimal format in a sheet, so it adds up there and reads as on screen', () => {
    const { sheet, styles, moneyStyle } = xlsxFor('international');
    expect(sheet).toContain('<c r="C2" s="2"><v>-20519.7</v></c>');
    expect(sheet).toContain('<c r="B2" s="0"><v>3</v></c>');
    // Style 2 is the built-in "#,##0.00".
    expect(moneyStyle).toContain('numFmtId="4"');
    expect(styles).not.toContain('<numFmts');
  });

  it('group money in a sheet the way the signed-in user groups figures: lakh and crore for Indian grouping', () => {
    const { sheet, styles, moneyStyle } = xlsxFor('indian');
    // Still a number, so it adds up; style 2 is now the Indian format (custom format 164), not the built-in 4.
    expect(sheet).toContain('<c r="C2" s="2"><v>-20519.7</v></c>');
    expect(styles).toContain(`<numFmt numFmtId="164" formatCode="${INDIAN_MONEY_FORMAT.replace(/>/g, '&gt;')}"/>`);
    expect(moneyStyle).toContain('numFmtId="164"');
    // CSV stays plain numbers for machines.
    expect(toCsv(COLUMNS, LINES)).toContain('punter1,3,-20519.70');
  });
});

interface Run {
  readonly job: string;
  readonly startedAt: string | null;
}
/** 14:02:05 in Kolkata (UTC+5:30) on 28 November; 03:32:05 in New York (UTC−5). */
const RUNS: Run[] = [
  { job: 'settle', startedAt: '2026-11-28T08:32:05.000Z' },
  { job: 'never', startedAt: null },
];
/** A CSV's lines, without the line end after the last. */
const csvLines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

describe('date-times in exports', () => {
  it('are written in a CSV as the zone’s wall clock, sortable, the zone in the header; blank for none', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    const columns = exportColumnsOf([{ id: 'job', accessorKey: 'job', header: 'Job' }, dateTimeColumn<Run>('startedAt', 'Start Time', (r) => r.startedAt)], {}, []);
    expect(csvLines(toCsv(columns, RUNS))).toEqual(['Job,Start Time (Asia/Kolkata)', 'settle,2026-11-28 14:02:05', 'never,']);
    setFormatSettings({ timeZone: 'America/New_York' });
    expect(csvLines(toCsv([dateTimeExportColumn<Run>('Started', (r) => r.startedAt)], RUNS))).toEqual(['Started (America/New_York)', '2026-11-28 03:32:05', '']);
  });

  it('are real dates in a sheet, holding the zone’s wall clock, under a header naming the zone', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata', grouping: 'international' });
    const files = unzipSync(toXlsx('Runs', [dateTimeExportColumn<Run>('Started', (r) => r.startedAt)], RUNS));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<t xml:space="preserve">Started (Asia/Kolkata)</t>');
    // Style 3 (after money's 2): custom format 164, the date format; 46354 is 2026-11-28 in Excel's days.
    const serial = Number(/<c r="A2" s="3"><v>([\d.]+)<\/v><\/c>/.exec(sheet)?.[1]);
    expect(serial).toBeCloseTo(46_354 + (14 * 3600 + 2 * 60 + 5) / 86_400, 9);
    expect(styles).toContain('<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>');
    expect(styles.split('<cellXfs')[1]?.split('<xf ')[4]).toContain('numFmtId="164"');
  });
});

describe('a footer in exports', () => {
  const FOOTER = ['Total', 15, moneyCell(-6_344.7)];

  it('is the CSV’s last line, under the rows, in the columns’ order', () => {
    expect(csvLines(toCsv(COLUMNS, LINES, FOOTER)).slice(-2)).toEqual(['"agent, north",12,14175.00', 'Total,15,-6344.70']);
    // A footer short of a column leaves it blank.
    expect(csvLines(toCsv(COLUMNS, LINES, ['Total'])).at(-1)).toBe('Total,,');
  });

  it('is the sheet’s last row, its total a money cell that adds up', () => {
    setFormatSettings({ grouping: 'international' });
    const sheet = strFromU8(unzipSync(toXlsx('P/L', COLUMNS, LINES, FOOTER))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<row r="5"><c r="A5" s="1" t="inlineStr"><is><t xml:space="preserve">Total</t></is></c><c r="B5" s="1"><v>15</v></c><c r="C5" s="3"><v>-6344.7</v></c></row></sheetData>');
  });

  it('is bold in the sheet: its cells’ styles use the bold font, its total keeping the money format', () => {
    setFormatSettings({ grouping: 'international' });
    const files = unzipSync(toXlsx('P/L', COLUMNS, LINES, FOOTER));
    const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
    const fonts = styles.split('<fonts')[1]?.split('</fonts>')[0]?.split('<font>').slice(1) ?? [];
    const xfs = styles.split('<cellXfs')[1]?.split('</cellXfs>')[0]?.split('<xf ').slice(1) ?? [];
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const styleIds = [...sheet.matchAll(/<c r="[A-C]5" s="(\d+)"/g)].map((m) => Number(m[1]));
    expect(styleIds).toHaveLength(3);
    for (const id of styleIds) expect(fonts[Number(/fontId="(\d+)"/.exec(xfs[id] ?? '')?.[1])]).toContain('<b/>');
    expect(xfs[styleIds[2] ?? 0]).toContain('numFmtId="4"');
    // The rows above it stay plain.
    expect(sheet).toContain('<c r="C4" s="2"><v>14175</v></c>');
  });
});
