import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { moneyCell } from '@shared/files/xlsx';
import { toCsv, toXlsx, type ExportColumn } from './export-rows';

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
    const files = unzipSync(toXlsx('P/L', COLUMNS, LINES));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const styles = strFromU8(files['xl/styles.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="C2" s="2"><v>-20519.7</v></c>');
    expect(sheet).toContain('<c r="B2" s="0"><v>3</v></c>');
    // Style 2 is the built-in "#,##0.00".
    expect(styles.match(/<cellXfs count="3">(.*)<\/cellXfs>/)?.[1]?.split('<xf ')[3]).toContain('numFmtId="4"');
  });
});
