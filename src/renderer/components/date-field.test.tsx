// @vitest-environment happy-dom
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escapeClosesOnlyThis } from './dialog-guards';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { retype } from '@renderer/testing/user-typing';
import { DateField } from './date-field';

beforeEach(stubMatchMedia);
afterEach(cleanup);

/** A field holding its value as a caller does, telling each value it hands on. */
function Holder({ initial, withTime = false, error, onValue }: { initial: string; withTime?: boolean; error?: string; onValue(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" withTime={withTime} value={value} onChange={(next) => (setValue(next), onValue(next))} error={error} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const show = (initial: string, options: { withTime?: boolean; error?: string } = {}) => {
  const onValue = vi.fn();
  render(
    <MantineProvider>
      <Holder initial={initial} onValue={onValue} {...options} />
    </MantineProvider>,
  );
  return { field: screen.getByLabelText('From') as HTMLInputElement, onValue, user: userEvent.setup() };
};

describe('a date field', () => {
  it('shows its day month first, whatever the computer’s locale ("Nov 26, 2026", not 11/26/2026)', () => {
    expect(show('2026-11-26').field.value).toBe('Nov 26, 2026');
  });

  it('shows a moment to the second on a 12-hour clock', () => {
    expect(show('2026-11-26T14:30:05', { withTime: true }).field.value).toBe('Nov 26, 2026, 2:30:05 PM');
    cleanup();
    expect(show('2026-11-26T00:41', { withTime: true }).field.value).toBe('Nov 26, 2026, 12:41:00 AM');
  });

  it('takes a day typed from the keyboard, in its own words or as YYYY-MM-DD, and shows it in its format on leaving', async () => {
    const { field, onValue, user } = show('2026-11-26');
    await retype(user, field, 'Dec 3, 2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-03');
    await retype(user, field, '2027-01-15');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-15');
    await user.tab();
    expect(field.value).toBe('Jan 15, 2027');
  });

  it('takes a moment typed on a 12-hour clock', async () => {
    const { field, onValue, user } = show('', { withTime: true });
    await user.type(field, 'Nov 28, 2026, 8:37:21 AM');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-28T08:37:21');
    await user.tab();
    expect(field.value).toBe('Nov 28, 2026, 8:37:21 AM');
  });

  it('changes nothing for half-typed or impossible text, and shows the day it holds again on leaving', async () => {
    const { field, onValue, user } = show('2026-11-26');
    await user.type(field, 'Feb 30, 2026', { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    expect(field.value).toBe('Feb 30, 2026');
    expect(onValue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field.value).toBe('Nov 26, 2026');
  });

  it('picks a day from its calendar, keeping a moment’s time', async () => {
    const { field, onValue, user } = show('2026-11-26T14:30:05', { withTime: true });
    await user.click(field);
    const calendar = document.querySelector('[data-dates-dropdown]') as HTMLElement;
    await user.click(within(calendar).getByRole('button', { name: 'Nov 18, 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-18T14:30:05');
    expect(field.value).toBe('Nov 18, 2026, 2:30:05 PM');
  });

  it('is cleared by emptying it or by its clear button, and hands on nothing', async () => {
    const { field, onValue, user } = show('2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(field.value).toBe('');
    await user.type(field, 'Nov 27, 2026');
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('says what is wrong with it on the field', () => {
    const { field } = show('2026-11-26', { error: 'To: on or after From.' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('To: on or after From.')).toBeTruthy();
  });

  it('closes its calendar alone on Escape, inside a drawer or one of the console’s dialogs; the next Escape closes them', async () => {
    const onDrawerClose = vi.fn();
    const onModalClose = vi.fn();
    const field = () => screen.getByLabelText('From') as HTMLInputElement;
    const escape = () => (fireEvent.keyDown(field(), { key: 'Escape' }), fireEvent.keyUp(field(), { key: 'Escape' }));
    for (const [close, shell] of [
      [onDrawerClose, (ui: ReactNode) => <Drawer opened onClose={onDrawerClose} title="Bets">{ui}</Drawer>],
      [onModalClose, (ui: ReactNode) => <Modal opened onClose={onModalClose} title="Banner" {...escapeClosesOnlyThis(onModalClose)}>{ui}</Modal>],
    ] as const) {
      render(<MantineProvider>{shell(<Holder initial="2026-11-26" onValue={vi.fn()} />)}</MantineProvider>);
      fireEvent.focus(field());
      await waitFor(() => expect(field().getAttribute('data-mantine-stop-propagation')).toBe('true'));
      escape();
      expect(close).not.toHaveBeenCalled();
      await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
      escape();
      expect(close).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });
});
