// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 15, 0)); // 3 PM on Nov 26, 2026, this computer's time
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});

/** The filters held as the audit table holds them, telling each change. */
function Holder({ initial, onFilters }: { initial: AuditFilterValues; onFilters(next: AuditFilterValues): void }) {
  const [filters, setFilters] = useState(initial);
  return <AuditFilters value={filters} actions={[]} onChange={(next) => (setFilters(next), onFilters(next))} />;
}

const show = (initial: AuditFilterValues = NO_AUDIT_FILTERS) => {
  const onFilters = vi.fn();
  render(
    <MantineProvider>
      <Holder initial={initial} onFilters={onFilters} />
    </MantineProvider>,
  );
  return { onFilters, user: userEvent.setup() };
};

const field = (label: 'From' | 'To') => screen.getByLabelText(label) as HTMLInputElement;

/** Types `text` over all a day field holds, as a user who selects it first: the field is never empty meanwhile. */
const typeOver = (user: ReturnType<typeof userEvent.setup>, label: 'From' | 'To', text: string) =>
  user.type(field(label), text, { initialSelectionStart: 0, initialSelectionEnd: field(label).value.length });

describe('the audit filters’ days', () => {
  it('refuse a day after today in words, in "From" and in "To", and take today', async () => {
    const { onFilters, user } = show();
    for (const label of ['From', 'To'] as const) {
      await typeOver(user, label, 'Nov 27, 2026');
      expect(screen.getByText('Choose a date on or before Nov 26, 2026')).toBeTruthy();
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      await user.tab();
      expect(JSON.stringify(onFilters.mock.calls)).not.toContain('2026-11-27');
      expect(field(label).value).toBe('');
      await typeOver(user, label, 'Nov 26, 2026');
      expect(screen.queryByText(/^Choose a date/)).toBeNull();
    }
    expect(onFilters).toHaveBeenLastCalledWith({ ...NO_AUDIT_FILTERS, from: '2026-11-26', to: '2026-11-26' });
  });

  it('end on today in the zone times are shown in, not this computer’s', async () => {
    // Noon UTC on Nov 26 is already 2 AM on Nov 27 in Kiritimati (UTC+14).
    vi.setSystemTime(Date.UTC(2026, 10, 26, 12, 0));
    setFormatSettings({ timeZone: 'Pacific/Kiritimati' });
    const { onFilters, user } = show();
    await typeOver(user, 'To', 'Nov 27, 2026');
    expect(screen.queryByText(/^Choose a date/)).toBeNull();
    await typeOver(user, 'From', 'Nov 28, 2026');
    expect(screen.getByText('Choose a date on or before Nov 27, 2026')).toBeTruthy();
    await typeOver(user, 'From', 'Nov 27, 2026');
    await user.tab();
    expect(onFilters).toHaveBeenLastCalledWith({ ...NO_AUDIT_FILTERS, from: '2026-11-27', to: '2026-11-27' });
  });

  it('refuse a "From" after "To", and a "To" before "From"', async () => {
    const { onFilters, user } = show({ ...NO_AUDIT_FILTERS, from: '2026-11-10', to: '2026-11-20' });
    await typeOver(user, 'From', 'Nov 21, 2026');
    expect(screen.getByText('Choose a date on or before Nov 20, 2026')).toBeTruthy();
    await typeOver(user, 'To', 'Nov 9, 2026');
    expect(screen.getByText('Choose a date on or after Nov 10, 2026')).toBeTruthy();
    await user.tab();
    expect(onFilters).not.toHaveBeenCalled();
  });
});
