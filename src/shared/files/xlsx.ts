import { strToU8, zipSync } from 'fflate';
import type { GroupingStyle } from '../contract/display-preferences';
import { INDIAN_MONEY_FORMAT, indianMoneyFormat } from './money-formats';

/**
 * A minimal XLSX writer: one sheet, text, number and money cells, a bold frozen header row, column widths.
 * The format is plain XML in a zip; a library for it would be larger than what we use of it.
 */
/** An amount of money in major units (rupees): a number with two decimals in a sheet and in a CSV. */
export interface MoneyCell {
  readonly money: number;
}
export type Cell = string | number | MoneyCell;

export const moneyCell = (major: number): MoneyCell => ({ money: major });

/** An amount in major units as a file writes it: two decimals, no grouping ("-20519.70"). */
export const moneyText = (major: number): string => major.toFixed(2);

/** A cell as text (CSV, widths): money always with its two decimals, as the screen shows it. */
export const cellText = (value: Cell): string => (typeof value === 'object' ? moneyText(value.money) : String(value));

export interface Sheet {
  readonly name: string;
  readonly columns: ReadonlyArray<{ readonly header: string; readonly width: number }>;
  readonly rows: ReadonlyArray<readonly Cell[]>;
}

const escapeXml = (value: string): string =>
  value
    // Characters XML 1.0 cannot carry at all.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** 0 → A, 25 → Z, 26 → AA. */
export const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** Styles (cellXfs): 0 plain, 1 the bold header, 2 and on money (below). */
const MONEY_STYLE = 2;
/** The first number format id a workbook may define (lower ids are Excel's built-in ones). */
const FIRST_CUSTOM_FORMAT = 164;

/**
 * The money styles of one sheet. International: style 2, built-in format 4 ("#,##0.00"). Indian: style 2 is
 * the common Indian format, and a cell whose amount needs another format (money-formats.ts) adds a style.
 */
const moneyStyles = (grouping: GroupingStyle) => {
  const formats: string[] = grouping === 'indian' ? [INDIAN_MONEY_FORMAT] : [];
  return {
    formats,
    styleOf: (major: number): number => {
      if (grouping !== 'indian') return MONEY_STYLE;
      const format = indianMoneyFormat(major);
      const known = formats.indexOf(format);
      return MONEY_STYLE + (known >= 0 ? known : formats.push(format) - 1);
    },
  };
};

const cellXml = (value: Cell, ref: string, style: number, moneyStyle: (major: number) => number): string => {
  const number = typeof value === 'object' ? value.money : value;
  if (typeof number === 'number' && Number.isFinite(number)) return `<c r="${ref}" s="${typeof value === 'object' ? moneyStyle(number) : style}"><v>${number}</v></c>`;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cellText(value))}</t></is></c>`;
};

const sheetXml = (sheet: Sheet, moneyStyle: (major: number) => number): string => {
  const header = `<row r="1">${sheet.columns.map((c, i) => cellXml(c.header, `${columnName(i)}1`, 1, moneyStyle)).join('')}</row>`;
  const body = sheet.rows.map((row, r) => `<row r="${r + 2}">${row.map((v, i) => cellXml(v, `${columnName(i)}${r + 2}`, 0, moneyStyle)).join('')}</row>`).join('');
  const cols = sheet.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>${header}${body}</sheetData></worksheet>`
  );
};

/** The styles part: custom number formats (Indian money), fonts, and the cell styles above. */
const stylesXml = (moneyFormats: readonly string[]): string => {
  const numFmts = moneyFormats.map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(code)}"/>`);
  const moneyXfs = (moneyFormats.length > 0 ? moneyFormats.map((_, i) => FIRST_CUSTOM_FORMAT + i) : [4]).map(
    (numFmtId) => `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${MONEY_STYLE + moneyXfs.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
    `${moneyXfs.join('')}</cellXfs>` +
    '</styleSheet>'
  );
};

export interface XlsxOptions {
  /**
   * How money cells group their digits, as the user who exports chose (the renderer's display preference):
   * international by default (Excel's built-in "#,##0.00"), or Indian lakh and crore (money-formats.ts).
   */
  readonly grouping?: GroupingStyle;
}

export const writeXlsx = (sheet: Sheet, options: XlsxOptions = {}): Uint8Array => {
  const money = moneyStyles(options.grouping ?? 'international');
  // The sheet first: its money cells decide which formats the styles part holds.
  const sheetPart = sheetXml(sheet, money.styleOf);
  const sheetName = escapeXml(sheet.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        `<sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '</Relationships>',
    ),
    'xl/styles.xml': strToU8(stylesXml(money.formats)),
    'xl/worksheets/sheet1.xml': strToU8(sheetPart),
  });
};
