// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TABLE_LAYOUT, ok, type DataTableRequest } from '@shared/contract';
import type { StaffRow } from '@shared/contract/staff';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { STAFF_PAGE_LENGTH, STAFF_REFRESH_MS, StaffTable, type StaffTableActions } from './staff-table';

const member = (i: number): StaffRow => ({ _id: `s${i}`, name: `Staff ${i}`, userName: `staff${i}`, domain: '', status: 'active', role: 'TRADER' });
/** The exchange's staff, which another user changes while the table is shown. */
let staff: StaffRow[];
let list: ReturnType<typeof vi.fn>;

const ACTIONS: StaffTableActions = { onAdd: () => undefined, onResetPassword: () => undefined, onToggleActive: () => undefined };

beforeEach(() => {
  stubMatchMedia();
  staff = Array.from({ length: 25 }, (_, i) => member(i + 1));
  list = vi.fn(async (input: DataTableRequest) => ok({ original: { data: staff.slice(input.start, input.start + input.length), recordsTotal: staff.length, recordsFiltered: staff.length } }));
  const preferences = { tableLayout: async () => ok(EMPTY_TABLE_LAYOUT), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) };
  Object.assign(window, { exchange: { staff: { list }, preferences } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rows = () => within(screen.getByRole('table', { name: 'Staff accounts' })).getAllByRole('row').slice(1);

describe('the staff table', () => {
  it('shows another user’s change within 30 s, on the same page, with the keyboard on the same row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(
      <MemoryRouter>
        <StaffTable roles={[]} actions={ACTIONS} />
      </MemoryRouter>,
      signedIn('admin', 'admin'),
    );
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Staff 1'));
    act(() => screen.getByRole('button', { name: 'Page 2' }).click());
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Staff 11'));
    act(() => rows()[2]!.focus());
    const asked = list.mock.calls.length;

    // Another user renames Staff 13.
    staff = staff.map((s) => (s._id === 's13' ? { ...s, name: 'Staff 13 renamed' } : s));
    await act(() => vi.advanceTimersByTimeAsync(STAFF_REFRESH_MS - 1_000));
    expect(list.mock.calls.length).toBe(asked);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(rows()[2]?.textContent).toContain('Staff 13 renamed'));

    // Read again as it was asked: page 2, ten rows.
    expect(list.mock.calls.at(-1)?.[0]).toMatchObject({ start: STAFF_PAGE_LENGTH, length: STAFF_PAGE_LENGTH });
    expect(rows()[0]?.textContent).toContain('Staff 11');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(document.activeElement).toBe(rows()[2]);
  });
});
