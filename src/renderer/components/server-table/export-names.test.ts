import { describe, expect, it } from 'vitest';
import { exportNames, SHEET_NAME_LENGTH } from './export-names';

describe('export names', () => {
  it('name the file after the list the user sees, with the day, and the sheet after the list alone', () => {
    expect(exportNames('Markets', '2026-11-28')).toEqual({ file: 'Markets 2026-11-28', sheet: 'Markets' });
    expect(exportNames('statement-ravi')).toEqual({ file: 'statement-ravi', sheet: 'statement-ravi' });
  });

  it('turn what a file or a sheet name may not hold into spaces, and trim the ends a name may not have', () => {
    const { file, sheet } = exportNames(' .Bets: open/settled [all] *?"<>|\\ \u0007\'', '2026-11-28');
    expect(file).toBe('Bets open settled all 2026-11-28');
    expect(sheet).toBe('Bets open settled all');
    for (const name of [file, sheet]) expect(name).not.toMatch(/[/\\:*?"<>|[\]\p{Cc}]/u);
    expect(exportNames('...', '2026-11-28').file).toBe('Export 2026-11-28');
  });

  it('cut a sheet name to Excel’s 31 characters, never leaving an apostrophe or a space at its end', () => {
    const long = 'Unsettled bets of every punter on the exchange';
    expect(exportNames(long).file).toBe(long);
    expect(exportNames(long).sheet).toBe('Unsettled bets of every punter');
    expect(exportNames(`${'x'.repeat(30)}'s bets`).sheet).toBe('x'.repeat(30));
    expect(Array.from(exportNames('₹'.repeat(40)).sheet)).toHaveLength(SHEET_NAME_LENGTH);
  });
});
