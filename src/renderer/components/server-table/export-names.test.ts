import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { exportNames, exportNamesToday, SHEET_NAME_LENGTH } from './export-names';

/** What Windows refuses in a file name (and Excel in a sheet's), and control characters. */
const ILLEGAL = /[/\\:*?"<>|[\]\p{Cc}]/u;

const before = formatSettings();
afterEach(() => (setFormatSettings(before), vi.useRealTimers()));

describe('export names', () => {
  it('follow one style: what the table is in words, then which of it, then the day; the sheet is what the table is', () => {
    expect(exportNames('Markets by exposure', '2026-11-28')).toEqual({ file: 'Markets by exposure 2026-11-28', sheet: 'Markets by exposure' });
    expect(exportNames('Statement', '2026-11-28', 'punter3373')).toEqual({ file: 'Statement punter3373 2026-11-28', sheet: 'Statement' });
    expect(exportNames('Agent profit and loss', '2026-11-28', 'house by market').file).toBe('Agent profit and loss house by market 2026-11-28');
  });

  it('turn what a file or a sheet name may not hold into spaces, and trim the ends a name may not have', () => {
    const { file, sheet } = exportNames(' .Bets: open/settled [all] *?"<>|\\ \u0007\'', '2026-11-28', 'P/L: "house"');
    expect(file).toBe('Bets open settled all P L house 2026-11-28');
    expect(sheet).toBe('Bets open settled all');
    for (const name of [file, sheet]) expect(name).not.toMatch(ILLEGAL);
    expect(exportNames('...', '2026-11-28')).toEqual({ file: 'Export 2026-11-28', sheet: 'Export' });
    expect(exportNames('Statement', '2026-11-28', '  ')).toEqual({ file: 'Statement 2026-11-28', sheet: 'Statement' });
  });

  it('cut a sheet name to Excel’s 31 characters, never leaving an apostrophe or a space at its end; the file keeps every word', () => {
    const long = 'Unsettled bets of every punter on the exchange';
    expect(exportNames(long, '2026-11-28').file).toBe(`${long} 2026-11-28`);
    expect(exportNames(long, '2026-11-28').sheet).toBe('Unsettled bets of every punter');
    expect(exportNames(`${'x'.repeat(30)}'s bets`, '2026-11-28').sheet).toBe('x'.repeat(30));
    expect(Array.from(exportNames('₹'.repeat(40), '2026-11-28').sheet)).toHaveLength(SHEET_NAME_LENGTH);
  });

  it('end with today in the zone times are shown in, not this computer’s nor UTC’s', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T20:00:00Z') });
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(exportNamesToday('Statement', 'punter3373').file).toBe('Statement punter3373 2026-11-29');
    setFormatSettings({ timeZone: 'America/New_York' });
    expect(exportNamesToday('Markets').file).toBe('Markets 2026-11-28');
  });
});
