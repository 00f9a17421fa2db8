import { strToU8, zipSync } from 'fflate';
import type { GroupingStyle } from '../contract/display-preferences';
import { INDIAN_MONEY_FORMAT, indianMoneyFormat } from './money-formats';
import { utcOf } from '../time/utc-of';

/**
 * A minimal XLSX writer: one sheet, text, number, money and date-time cells, a bold frozen header row, a bold
 * footer row (the Total), column widths. The format is plain XML in a zip; a library for it would be larger than what we use of it.
 */
/** An amount of money in major units (rupees): a number with two decimals in a sheet and in a CSV. */
export interface MoneyCell {
  readonly money: number;
}
/**
 * A date and time on a wall clock (the zone's the user sees times in), "2026-11-28 14:02:05": that text in a
 * CSV, sortable and unambiguous; a real date in a sheet, shown the same way.
 */
export interface DateTimeCell {
  readonly dateTime: string;
}
export type Cell = string | number | MoneyCell | DateTimeCell;

export const moneyCell = (major: number): MoneyCell => ({ money: major });

/** A wall-clock time written "YYYY-MM-DD HH:MM:SS". */
export const dateTimeCell = (wallClock: string): DateTimeCell => ({ dateTime: wallClock });

/** An amount in major units as a file writes it: two decimals, no grouping ("-20519.70"). */
export const moneyText = (major: number): string => major.toFixed(2);

/** A cell as text (CSV, widths): money always with its two decimals, as the screen shows it; a date-time as written. */
export const cellText = (value: Cell): string => (typeof value !== 'object' ? String(value) : 'money' in value ? moneyText(value.money) : value.dateTime);

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** Excel's day 0 (its serial dates count days from it; 1900-03-01 onwards, past its phantom 29 February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const FIRST_SERIAL = 61;
/** 10000-01-01: Excel's dates end the day before. */
const PAST_LAST_SERIAL = 2_958_466;

/** The Excel serial number (days and a fraction of a day) of a wall-clock time; undefined for one Excel cannot hold. */
export const excelSerialOf = (wallClock: string): number | undefined => {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const serial = (utcOf(y, mo, d, h, mi, s) - EXCEL_EPOCH) / 86_400_000;
  return serial >= FIRST_SERIAL && serial < PAST_LAST_SERIAL ? serial : undefined;
};

export interface Sheet {
  readonly name: string;
  readonly columns: ReadonlyArray<{ readonly header: string; readonly width: number }>;
  readonly rows: ReadonlyArray<readonly Cell[]>;
  /** A last row under the rows, in bold: the Total row the screen shows under a table. */
  readonly footer?: readonly Cell[];
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

/** Styles (cellXfs): 0 plain, 1 bold (the header, a footer's text), 2 the common money format, then each other format a cell needs (below). */
const FORMAT_STYLE = 2;
/** The first number format id a workbook may define (lower ids are Excel's built-in ones). */
const FIRST_CUSTOM_FORMAT = 164;
/** Excel's built-in number formats this writer uses, by id: money grouped by thousands. */
const BUILT_IN_FORMATS: Readonly<Record<string, number>> = { '#,##0.00': 4 };
/** A date and time in a sheet, as the CSV writes it. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** A cell style past the first two: a number format, in the bold font or the plain one. */
interface FormatStyle {
  readonly code: string;
  readonly bold: boolean;
}

/**
 * The number formats of one sheet, a cell style each, in the order cells first need them. Style 2 is the
 * common money format: international, the built-in "#,##0.00" (4); Indian, the common Indian format, and a
 * cell whose amount needs another format (money-formats.ts) adds a style, as a date-time cell adds its own,
 * and a bold (footer) cell its format's bold twin.
 */
const formatStyles = (grouping: GroupingStyle) => {
  const styles: FormatStyle[] = [{ code: grouping === 'indian' ? INDIAN_MONEY_FORMAT : '#,##0.00', bold: false }];
  const styleOf = (code: string, bold: boolean): number => {
    const known = styles.findIndex((style) => style.code === code && style.bold === bold);
    return FORMAT_STYLE + (known >= 0 ? known : styles.push({ code, bold }) - 1);
  };
  return {
    styles,
    money: (major: number, bold: boolean): number => styleOf(grouping === 'indian' ? indianMoneyFormat(major) : '#,##0.00', bold),
    dateTime: (bold: boolean): number => styleOf(DATE_TIME_FORMAT, bold),
  };
};
type FormatStyles = ReturnType<typeof formatStyles>;

const numberCellXml = (ref: string, style: number, number: number): string => `<c r="${ref}" s="${style}"><v>${number}</v></c>`;

const cellXml = (value: Cell, ref: string, bold: boolean, formats: FormatStyles): string => {
  const style = bold ? 1 : 0;
  if (typeof value === 'number' && Number.isFinite(value)) return numberCellXml(ref, style, value);
  if (typeof value === 'object' && 'money' in value && Number.isFinite(value.money)) return numberCellXml(ref, formats.money(value.money, bold), value.money);
  const serial = typeof value === 'object' && 'dateTime' in value ? excelSerialOf(value.dateTime) : undefined;
  if (serial !== undefined) return numberCellXml(ref, formats.dateTime(bold), serial);
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cellText(value))}</t></is></c>`;
};

const rowXml = (cells: readonly Cell[], r: number, bold: boolean, formats: FormatStyles): string =>
  `<row r="${r}">${cells.map((v, i) => cellXml(v, `${columnName(i)}${r}`, bold, formats)).join('')}</row>`;

const sheetXml = (sheet: Sheet, formats: FormatStyles): string => {
  const header = rowXml(sheet.columns.map((c) => c.header), 1, true, formats);
  const body = sheet.rows.map((row, r) => rowXml(row, r + 2, false, formats)).join('');
  const footer = sheet.footer ? rowXml(sheet.footer, sheet.rows.length + 2, true, formats) : '';
  const cols = sheet.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>${header}${body}${footer}</sheetData></worksheet>`
  );
};

/** The styles part: custom number formats (Indian money, date-times), fonts, and the cell styles above. */
const stylesXml = (styles: readonly FormatStyle[]): string => {
  const custom = [...new Set(styles.map((style) => style.code))].filter((code) => BUILT_IN_FORMATS[code] === undefined);
  const idOf = (code: string): number => BUILT_IN_FORMATS[code] ?? FIRST_CUSTOM_FORMAT + custom.indexOf(code);
  const numFmts = custom.map((code) => `<numFmt numFmtId="${idOf(code)}" formatCode="${escapeXml(code)}"/>`);
  const formatXfs = styles.map(
    ({ code, bold }) => `<xf numFmtId="${idOf(code)}" fontId="${bold ? 1 : 0}" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"${bold ? ' applyFont="1"' : ''}/>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${FORMAT_STYLE + formatXfs.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
    `${formatXfs.join('')}</cellXfs>` +
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
  const formats = formatStyles(options.grouping ?? 'international');
  // The sheet first: its money and date-time cells (and whether they are bold) decide which styles the styles part holds.
  const sheetPart = sheetXml(sheet, formats);
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
    'xl/styles.xml': strToU8(stylesXml(formats.styles)),
    'xl/worksheets/sheet1.xml': strToU8(sheetPart),
  });
};
