import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIAN_MONEY_FORMAT } from '@shared/files/money-formats';
import { moneyCell } from '@shared/files/xlsx';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
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
