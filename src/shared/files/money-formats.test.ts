import { describe, expect, it } from 'vitest';
import { INDIAN_MONEY_FORMAT, indianMoneyFormat } from './money-formats';
import { shownInExcel } from './testing/shown-in-excel';

/** The console's own Indian grouping (en-IN, as the screen shows money), with two decimals. */
const onScreen = (value: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

const SAMPLES = [
  0, 0.5, 7, 999.99, 1_000, 12_345.6, 99_999.99, 1_00_000, 1_23_456.78, 99_99_999.99, 1_00_00_000, 12_34_56_789.01, 99_99_99_999.99, 1_00_00_00_000,
  1_23_45_67_890.12, 9_87_65_43_21_098.76,
].flatMap((v) => (v === 0 ? [0] : [v, -v]));

describe('Indian money formats for Excel', () => {
  it('show every amount as the screen does: negatives, zero, below a thousand, lakhs, crores and beyond', () => {
    const shown = SAMPLES.map((v) => [v, shownInExcel(indianMoneyFormat(v), v)]);
    expect(shown).toEqual(SAMPLES.map((v) => [v, onScreen(v)]));
    expect(shownInExcel(indianMoneyFormat(-1_23_45_678), -1_23_45_678)).toBe('-1,23,45,678.00');
  });

  it('give most amounts one format, right for every amount from minus one lakh to 100 crore', () => {
    const common = SAMPLES.filter((v) => v > -99_999.995 && v < 1_00_00_00_000);
    expect(new Set(common.map(indianMoneyFormat))).toEqual(new Set([INDIAN_MONEY_FORMAT]));
    for (const v of common) expect(shownInExcel(INDIAN_MONEY_FORMAT, v), String(v)).toBe(onScreen(v));
    expect(INDIAN_MONEY_FORMAT).toBe('[>=9999999.995]##\\,##\\,##\\,##0.00;[>=99999.995]##\\,##\\,##0.00;#,##0.00');
  });

  it('leave a large negative amount to the last section, where Excel and LibreOffice both show the minus', () => {
    // The reader refuses a negative number in a conditional section; a negative lakh's format groups positives too.
    const format = indianMoneyFormat(-12_34_567);
    expect(shownInExcel(format, -12_34_567)).toBe('-12,34,567.00');
    expect(shownInExcel(format, 12_34_56_789)).toBe('12,34,56,789.00');
    expect(() => shownInExcel('[<=-100000]-##\\,##\\,##0.00;[>=0]#,##0.00;#,##0.00', -1_00_000)).toThrow(/conditional section/);
  });

  it('choose a negative amount\u2019s groups at the half paisa, as Excel rounds it (half away from zero)', () => {
    // Each rounds to a power of ten in Excel: a lakh, a crore, 100 crore; the last section must have its groups.
    expect(indianMoneyFormat(-99_999.995).split(';')[2]).toBe('##\\,##\\,##0.00');
    expect(indianMoneyFormat(-99_99_999.995).split(';')[2]).toBe('##\\,##\\,##\\,##0.00');
    expect(indianMoneyFormat(-99_99_99_999.995).split(';')[2]).toBe('##\\,##\\,##\\,##\\,##0.00');
    expect(indianMoneyFormat(-99_999.994)).toBe(INDIAN_MONEY_FORMAT);
  });

  it('round to paise before choosing: 99,999.996 is shown as one lakh', () => {
    expect(shownInExcel(indianMoneyFormat(99_999.996), 99_999.996)).toBe('1,00,000.00');
    expect(shownInExcel(indianMoneyFormat(-99_99_999.996), -99_99_999.996)).toBe('-1,00,00,000.00');
  });

  it('show international grouping, the figure still right, for a large negative typed into the common format (the limit)', () => {
    expect(shownInExcel(INDIAN_MONEY_FORMAT, -1_23_456)).toBe('-123,456.00');
  });
});
