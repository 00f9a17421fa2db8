// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { ReportsTab } from './reports-tab';

const report = vi.fn();
const refused = async () => fail({ kind: 'network', message: 'Not in this test.' });
beforeEach(() => {
  report.mockReset().mockResolvedValue(ok({ rows: [], total: 0, realm: 'INR', from: '', to: '' }));
});
afterEach(() => {
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});
stubBridgeForEachTest(() => ({ whiteLabels: { userCounts: async () => ok([]) }, siteReports: { report, count: refused } }));

const section = () => within(screen.getByRole('region', { name: 'White label report' }));
const field = (label: 'From' | 'To') => section().getByLabelText(label) as HTMLInputElement;

describe('the white label report', () => {
  it('starts on today, shown as the console writes a day, and sends typed days as year/month/day text', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:39:00Z')); // 04:09 on 28 Nov in India
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    renderAsAdmin(<ReportsTab />);
    expect([field('From').value, field('To').value]).toEqual(['Nov 28, 2026', 'Nov 28, 2026']);
    fireEvent.change(field('From'), { target: { value: 'Nov 1, 2026' } });
    fireEvent.click(section().getByRole('button', { name: 'Run report' }));
    await waitFor(() => expect(report).toHaveBeenCalled());
    expect(report.mock.calls[0]?.[0]).toMatchObject({ start: '2026/11/01', end: '2026/11/28', tz_offset: 330 });
  });

  it('keeps its untouched days on today in the shown zone after a zone change, and a day set as it was', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:39:00Z')); // 04:09 on 28 Nov in India, still 27 Nov in UTC
    renderAsAdmin(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <ReportsTab />
      </ZoneChoice>,
    );
    expect([field('From').value, field('To').value]).toEqual(['Nov 28, 2026', 'Nov 28, 2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC' }));
    expect([field('From').value, field('To').value]).toEqual(['Nov 27, 2026', 'Nov 27, 2026']);
    fireEvent.change(field('From'), { target: { value: 'Nov 1, 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times in Asia/Kolkata' }));
    expect([field('From').value, field('To').value]).toEqual(['Nov 1, 2026', 'Nov 28, 2026']);
  });

  it('says on To when it is before From, and runs nothing', () => {
    renderAsAdmin(<ReportsTab />);
    fireEvent.change(field('From'), { target: { value: 'Dec 2, 2026' } });
    fireEvent.change(field('To'), { target: { value: 'Dec 1, 2026' } });
    expect(section().getByText('To: on or after From.')).toBeTruthy();
    expect((section().getByRole('button', { name: 'Run report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
