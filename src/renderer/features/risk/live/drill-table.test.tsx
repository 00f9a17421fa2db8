// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrillTable } from './drill-table';
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
});
