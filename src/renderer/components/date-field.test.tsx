// @vitest-environment happy-dom
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escapeClosesOnlyThis } from './dialog-guards';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { retype } from '@renderer/testing/user-typing';
import { DateField } from './date-field';

beforeEach(stubMatchMedia);
afterEach(cleanup);

const UNREAD_DAY = 'Type a date as 2026-11-28 or Nov 28, 2026';

type FieldOptions = Omit<ComponentProps<typeof DateField>, 'label' | 'value' | 'onChange'>;

/** A field holding its value as a caller does, telling each value it hands on. */
function Holder({ initial, onValue, ...field }: FieldOptions & { initial: string; onValue(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" {...field} value={value} onChange={(next) => (setValue(next), onValue(next))} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const show = (initial: string, options: FieldOptions = {}) => {
  const onValue = vi.fn();
  render(
    <MantineProvider>
      <Holder initial={initial} onValue={onValue} {...options} />
    </MantineProvider>,
  );
  return { field: screen.getByLabelText('From') as HTMLInputElement, onValue, user: userEvent.setup() };
};

/** Types `text` over all the field holds, as a user who selects it first: the field is never empty meanwhile. */
const typeOver = (user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, text: string) =>
  user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });

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

  it('takes a time typed without AM/PM only on leaving, as AM, and shows what it took; never the AM hour while " PM" is on its way', async () => {
    const { field, onValue, user } = show('', { withTime: true });
    await user.type(field, 'Nov 26, 2026, 2:30');
    expect(onValue).not.toHaveBeenCalled();
    await user.type(field, ' PM');
    expect(onValue.mock.calls).toEqual([['2026-11-26T14:30:00']]);
    await typeOver(user, field, 'Nov 27, 2026, 2:30');
    expect(onValue).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27T02:30:00');
    expect(field.value).toBe('Nov 27, 2026, 2:30:00 AM');
  });

  it('takes a time typed without AM/PM on Enter', async () => {
    const { field, onValue, user } = show('2026-11-26T14:30:05', { withTime: true });
    await typeOver(user, field, 'Nov 26, 2026, 9:15');
    expect(onValue).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26T09:15:00');
    await user.tab();
    expect(field.value).toBe('Nov 26, 2026, 9:15:00 AM');
  });

  it('in a dialog’s form, takes a time typed without AM/PM on Enter and shows it, sending nothing; the next Enter sends the form', async () => {
    const onValue = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <Modal opened onClose={onClose} title="Banner" {...escapeClosesOnlyThis(onClose)}>
          <form onSubmit={onSubmit}>
            <Holder initial="2026-11-26T14:30:05" withTime onValue={onValue} />
            <button type="submit">Save</button>
          </form>
        </Modal>
      </MantineProvider>,
    );
    const field = screen.getByLabelText('From') as HTMLInputElement;
    const user = userEvent.setup();
    await typeOver(user, field, 'Dec 2, 2026, 3:15');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onValue).toHaveBeenLastCalledWith('2026-12-02T03:15:00');
    expect(field.value).toBe('Dec 2, 2026, 3:15:00 AM');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes a 24-hour time or a date-time input’s form as typed, and a moment’s day alone only on leaving, at midnight', async () => {
    const { field, onValue, user } = show('', { withTime: true });
    await user.type(field, 'Nov 26, 2026 14:30');
    expect(onValue.mock.calls).toEqual([['2026-11-26T14:30:00']]);
    await typeOver(user, field, '2026-11-26T09:30');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26T09:30:00');
    onValue.mockClear();
    await typeOver(user, field, 'Dec 1, 2026');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01T00:00:00');
    expect(field.value).toBe('Dec 1, 2026, 12:00:00 AM');
  });

  it('says in words why it does not take a day after its last or before its first, and keeps the day it holds', async () => {
    const range = { minDate: new Date(2026, 10, 20), maxDate: new Date(2026, 10, 28) };
    const { field, onValue, user } = show('2026-11-26', range);
    await typeOver(user, field, 'Nov 29, 2026');
    expect(screen.getByText('Choose a date on or before Nov 28, 2026')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(field.value).toBe('Nov 26, 2026');
    expect(screen.getByText('Choose a date on or before Nov 28, 2026')).toBeTruthy();
    await typeOver(user, field, '2026-11-19');
    expect(screen.getByText('Choose a date on or after Nov 20, 2026')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    await typeOver(user, field, 'Nov 20, 2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.queryByText(/^Choose a date/)).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a moment outside its range on leaving too, and says so before the caller’s own message', async () => {
    const { field, onValue, user } = show('2026-11-26T10:00:00', { withTime: true, maxDate: new Date(2026, 10, 28), error: 'To: on or after From.' });
    expect(screen.getByText('To: on or after From.')).toBeTruthy();
    await typeOver(user, field, 'Nov 29, 2026, 9:00');
    await user.tab();
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    expect(field.value).toBe('Nov 26, 2026, 10:00:00 AM');
    expect(screen.getByText('Choose a date on or before Nov 28, 2026')).toBeTruthy();
    expect(screen.queryByText('To: on or after From.')).toBeNull();
  });

  it('changes nothing for half-typed or impossible text; on leaving keeps the text and says what it takes, until typed again', async () => {
    const { field, onValue, user } = show('2026-11-26');
    await user.type(field, 'Feb 30, 2026', { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    expect(field.value).toBe('Feb 30, 2026');
    expect(screen.queryByText(UNREAD_DAY)).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field.value).toBe('Feb 30, 2026');
    expect(screen.getByText(UNREAD_DAY)).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    await typeOver(user, field, 'Feb 28, 2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText(UNREAD_DAY)).toBeNull();
  });

  it('never empties a date typed in a form it cannot read (QA T26): keeps it, says in words what it takes, on leaving or Enter', async () => {
    for (const typed of ['28/11/2026', '11/28/2026']) {
      const { field, onValue, user } = show('');
      await user.type(field, typed);
      await user.tab();
      expect(field.value, typed).toBe(typed);
      expect(screen.getByText(UNREAD_DAY)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
      cleanup();
    }
    const { field, user } = show('', { withTime: true });
    await user.type(field, '28/11/2026 14:30{Enter}');
    expect(field.value).toBe('28/11/2026 14:30');
    expect(screen.getByText('Type a date and time as 2026-11-28T14:30 or Nov 28, 2026, 2:30 PM')).toBeTruthy();
  });

  it('takes a day typed day first in words ("28 Nov 2026") or month first ("Nov 28, 2026")', async () => {
    const { field, onValue, user } = show('');
    await user.type(field, '28 Nov 2026');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('2026-11-28');
    expect(field.value).toBe('Nov 28, 2026');
    await typeOver(user, field, 'Nov 29, 2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-29');
    expect(screen.queryByText(UNREAD_DAY)).toBeNull();
  });

  it('picks a day from its calendar, keeping a moment’s time', async () => {
    const { field, onValue, user } = show('2026-11-26T14:30:05', { withTime: true });
    await user.click(field);
    const calendar = document.querySelector('[data-dates-dropdown]') as HTMLElement;
    await user.click(within(calendar).getByRole('button', { name: 'Nov 18, 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-18T14:30:05');
    expect(field.value).toBe('Nov 18, 2026, 2:30:05 PM');
  });

  it('names its calendar’s arrows for the level shown: months, then years, then decades', async () => {
    const { field, user } = show('2026-11-26');
    await user.click(field);
    const calendar = document.querySelector('[data-dates-dropdown]') as HTMLElement;
    const arrows = () => within(calendar).getAllByRole('button').filter((button) => button.querySelector('svg')).map((button) => button.getAttribute('aria-label'));
    expect(arrows()).toEqual(['Previous month', 'Next month']);
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('button', { name: 'Dec 1, 2026' })).toBeTruthy();
    await user.click(within(calendar).getByRole('button', { name: 'December 2026' }));
    expect(arrows()).toEqual(['Previous year', 'Next year']);
    await user.click(within(calendar).getByRole('button', { name: '2026' }));
    expect(arrows()).toEqual(['Previous decade', 'Next decade']);
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
