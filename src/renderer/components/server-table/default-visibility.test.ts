import { describe, expect, it } from 'vitest';
import { EMPTY_TABLE_LAYOUT } from '@shared/contract';
import { defaultVisibilityOf, exportColumnsOf, type ServerColumn } from './export-columns';
import { ownVisibility, withDefaultVisibility } from './use-table-layout';

interface Row {
  readonly name: string;
  readonly family: string;
}

const COLUMNS: ServerColumn<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'family', accessorKey: 'family', header: 'Family', hiddenByDefault: true },
];

describe('a column hidden by default', () => {
  it('is off until the user chooses, and the file leaves it out as the screen does', () => {
    const layout = withDefaultVisibility(EMPTY_TABLE_LAYOUT, defaultVisibilityOf(COLUMNS));
    expect(layout.columnVisibility).toEqual({ family: false });
    expect(exportColumnsOf(COLUMNS, layout.columnVisibility, layout.columnOrder).map((c) => c.header)).toEqual(['Name']);
  });

  it('stays shown once the user shows it, and their other choices stay theirs', () => {
    const saved = { ...EMPTY_TABLE_LAYOUT, columnVisibility: { family: true, name: false } };
    expect(withDefaultVisibility(saved, defaultVisibilityOf(COLUMNS)).columnVisibility).toEqual({ family: true, name: false });
  });

  it('is not saved as the user’s choice when they change another column: a later default reaches them', () => {
    const defaults = defaultVisibilityOf(COLUMNS);
    // The user hides Name; the table's whole visibility, default included, comes back from the table.
    expect(ownVisibility({ name: false, family: false }, {}, defaults)).toEqual({ name: false });
    // Showing the hidden column is a choice, and one made before stays even where it equals the default.
    expect(ownVisibility({ name: true, family: true }, {}, defaults)).toEqual({ family: true });
    expect(ownVisibility({ name: true, family: false }, { family: false }, defaults)).toEqual({ family: false });
  });

  it('leaves a table without one as it is (the same layout, so nothing draws again)', () => {
    const columns = COLUMNS.map(({ hiddenByDefault: _, ...column }) => column);
    expect(defaultVisibilityOf(columns)).toEqual({});
    expect(withDefaultVisibility(EMPTY_TABLE_LAYOUT, defaultVisibilityOf(columns))).toBe(EMPTY_TABLE_LAYOUT);
  });
});
