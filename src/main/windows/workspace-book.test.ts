import { describe, expect, it } from 'vitest';
import { activeOf, normalise, patchMonitor, saveAs, view } from './workspace-book';

const now = new Date('2025-01-01T10:00:00Z');

describe('workspaces', () => {
  it('start with one Default workspace', () => {
    const book = normalise(undefined, now);
    expect(book.active).toBe('Default');
    expect(activeOf(book).monitors).toEqual([]);
  });

  it('keep each monitor once in the active workspace, with its view, channel and bounds', () => {
    let { book } = patchMonitor(normalise(undefined, now), { kind: 'market', slot: 2 }, { open: true, view: { sportId: 's1' } }, now);
    ({ book } = patchMonitor(book, { kind: 'market', slot: 2 }, { channel: 'red', bounds: { x: 1, y: 2, width: 800, height: 600 } }, now));
    ({ book } = patchMonitor(book, { kind: 'ticker', slot: 1 }, { open: true }, now));
    expect(activeOf(book).monitors).toEqual([
      { kind: 'market', slot: 2, open: true, bounds: { x: 1, y: 2, width: 800, height: 600 }, view: { sportId: 's1' }, channel: 'red' },
      { kind: 'ticker', slot: 1, open: true, bounds: null, view: {}, channel: null },
    ]);
  });

  it('save the current layout under a new name and switch to it; the old one stays as it was', () => {
    const { book } = patchMonitor(normalise(undefined, now), { kind: 'risk', slot: 1 }, { open: true }, now);
    const saved = saveAs(book, 'Morning', now);
    expect(saved.active).toBe('Morning');
    const changed = patchMonitor(saved, { kind: 'risk', slot: 1 }, { open: false }, now).book;
    expect(view(changed, []).names).toEqual([
      { name: 'Default', monitors: 1, updatedAt: now.toISOString() },
      { name: 'Morning', monitors: 0, updatedAt: now.toISOString() },
    ]);
  });

  it('replace a workspace whose name differs only in case (the hub asks first), keeping the name as typed now', () => {
    const later = new Date('2025-01-01T11:00:00Z');
    let { book } = patchMonitor(normalise(undefined, now), { kind: 'risk', slot: 1 }, { open: true }, now);
    book = saveAs(book, 'Morning', now);
    ({ book } = patchMonitor(book, { kind: 'market', slot: 2 }, { open: true }, now));
    const replaced = saveAs(book, 'default', later);
    expect(replaced.active).toBe('default');
    expect(replaced.list.map((w) => w.name)).toEqual(['default', 'Morning']);
    // Morning's layout now, under the new spelling; Morning itself as it was.
    expect(activeOf(replaced)).toEqual({ ...activeOf(book), name: 'default', updatedAt: later.toISOString() });
    expect(replaced.list.find((w) => w.name === 'Morning')).toEqual(activeOf(book));
    expect(view(replaced, []).names.map((w) => w.name)).toEqual(['default', 'Morning']);
  });

  it('rename the active workspace when it is saved under its own name in another case, never keeping two', () => {
    const book = saveAs(normalise(undefined, now), 'DEFAULT', now);
    expect(book).toEqual({ active: 'DEFAULT', list: [{ name: 'DEFAULT', monitors: [], updatedAt: now.toISOString() }] });
    expect(normalise(book, now)).toEqual(book);
  });
});
