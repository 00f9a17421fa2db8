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
});
