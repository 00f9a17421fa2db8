// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrillTable, staleSince } from './drill-table';
import { stubMatchMedia } from '@renderer/testing/match-media';

afterEach(cleanup);
beforeEach(stubMatchMedia);

/** A control in a row that opened a dialog: the dialog is portalled out of the table, as Mantine's Modal is. */
function VoidLike() {
  return (
    <>
      <button type="button">Void</button>
      {createPortal(<input aria-label="Reason" />, document.body)}
    </>
  );
}

const drill = (onEnter = vi.fn(), onKey = vi.fn(() => true)) => {
  render(
    <MantineProvider>
      <DrillTable label="Bets" headers={['Bet', 'Fix']} focusIndex={0} rows={['a', 'b', 'c'].map((key) => ({ key, cells: [key, <VoidLike key="v" />] }))} onEnter={onEnter} onKey={onKey} />
    </MantineProvider>,
  );
  return { onEnter, onKey, rows: screen.getAllByRole('row').slice(1) };
};

/** A level of plain rows (the markets' shape), `keys` in this order, the level's focus at `focusIndex`. */
const plain = (keys: readonly string[], focusIndex: number | null, onEnter = vi.fn()) => (
  <MantineProvider>
    <DrillTable label="Markets" headers={['Market']} focusIndex={focusIndex} rows={keys.map((key) => ({ key, cells: [key] }))} onEnter={onEnter} />
  </MantineProvider>
);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const rowNamed = (name: string) => bodyRows().find((row) => row.textContent === name) as HTMLElement;
/** The rows that Tab stops at, by their text. */
const tabStops = () => bodyRows().filter((row) => row.getAttribute('tabindex') === '0').map((row) => row.textContent);

describe('a level of the risk drill-down', () => {
  it('moves with the arrows and goes in with Enter on a row', () => {
    const { onEnter, rows } = drill();
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledWith(2);
  });

  it('leaves the keys of a dialog opened from a row to the dialog', () => {
    const { onEnter, onKey, rows } = drill();
    (rows[1] as HTMLElement).focus();
    const reason = screen.getAllByRole('textbox', { name: 'Reason' })[1] as HTMLElement;
    for (const key of ['Enter', 'Home', 'End', 'ArrowDown', 's']) expect(fireEvent.keyDown(reason, { key })).toBe(true);
    expect(onEnter).not.toHaveBeenCalled();
    expect(onKey).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(rows[1]);
  });

  it('leaves Enter on a button in the row to the button', () => {
    const { onEnter, rows } = drill();
    const button = screen.getAllByRole('button', { name: 'Void' })[0] as HTMLElement;
    expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(true);
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
  });

  it('is one Tab stop, the first row before any is focused, however many rows it has', () => {
    render(plain(Array.from({ length: 15 }, (_, i) => `m${i}`), null));
    expect(tabStops()).toEqual(['m0']);
    expect(bodyRows().filter((row) => row.getAttribute('tabindex') === '-1')).toHaveLength(14);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the Tab stop with ↑, ↓, Home and End, and goes in with Enter on it', () => {
    const onEnter = vi.fn();
    render(plain(['a', 'b', 'c', 'd'], null, onEnter));
    act(() => rowNamed('a').focus());
    fireEvent.keyDown(rowNamed('a'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rowNamed('b'));
    expect(tabStops()).toEqual(['b']);
    fireEvent.keyDown(rowNamed('b'), { key: 'End' });
    expect(document.activeElement).toBe(rowNamed('d'));
    expect(tabStops()).toEqual(['d']);
    fireEvent.keyDown(rowNamed('d'), { key: 'ArrowDown' });
    expect(tabStops()).toEqual(['d']);
    fireEvent.keyDown(rowNamed('d'), { key: 'ArrowUp' });
    expect(tabStops()).toEqual(['c']);
    fireEvent.keyDown(rowNamed('c'), { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledWith(2);
    fireEvent.keyDown(rowNamed('c'), { key: 'Home' });
    expect(document.activeElement).toBe(rowNamed('a'));
    expect(tabStops()).toEqual(['a']);
  });

  it('makes a clicked row (or one whose control takes the focus) the Tab stop', () => {
    render(plain(['a', 'b', 'c'], null));
    fireEvent.focus(rowNamed('c'));
    expect(tabStops()).toEqual(['c']);
  });

  it('keeps the Tab stop on its row when live updates reorder the rows, and near its place when the row goes', () => {
    const { rerender } = render(plain(['a', 'b', 'c', 'd'], null));
    act(() => rowNamed('c').focus());
    expect(tabStops()).toEqual(['c']);
    rerender(plain(['c', 'a', 'd', 'b'], null));
    expect(tabStops()).toEqual(['c']);
    rerender(plain(['a', 'b', 'd'], null));
    expect(tabStops()).toEqual(['d']);
    rerender(plain(['a'], null));
    expect(tabStops()).toEqual(['a']);
  });

  it('focuses the row the trader left when the level shows again (after Escape), and makes it the only Tab stop', () => {
    const { rerender } = render(plain([], 2));
    // The rows come in with the level's first answer.
    rerender(plain(['a', 'b', 'c', 'd'], 2));
    expect(document.activeElement).toBe(rowNamed('c'));
    expect(tabStops()).toEqual(['c']);
  });
});

describe('a live level whose last read failed', () => {
  it('says since when its figures are old, dims them and ties the note to the table; current figures say nothing', () => {
    const at = new Date(2026, 10, 28, 14, 5, 9).getTime();
    const { rerender } = render(
      <MantineProvider>
        <DrillTable label="Markets" headers={['Market']} focusIndex={null} rows={[{ key: 'm', cells: ['m'] }]} asOf={at} />
      </MantineProvider>,
    );
    const note = screen.getByRole('status');
    expect(note.textContent).toMatch(/^Not updated since 2:05:09 PM: the exchange did not answer\./);
    const table = screen.getByRole('table', { name: 'Markets' });
    expect(table.getAttribute('aria-describedby')).toBe(note.id);
    expect(table.getAttribute('data-stale')).toBe('true');
    rerender(
      <MantineProvider>
        <DrillTable label="Markets" headers={['Market']} focusIndex={null} rows={[{ key: 'm', cells: ['m'] }]} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('table', { name: 'Markets' }).hasAttribute('data-stale')).toBe(false);
  });

  it('is stale only while a read failed and older figures are still shown', () => {
    expect(staleSince({ isError: true, data: { data: [] }, dataUpdatedAt: 5 })).toBe(5);
    expect(staleSince({ isError: false, data: { data: [] }, dataUpdatedAt: 5 })).toBeUndefined();
    expect(staleSince({ isError: true, data: undefined, dataUpdatedAt: 0 })).toBeUndefined();
  });
});
