// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ReportsPanel } from './reports-panel';

const REFUSAL = fail({ kind: 'exchange', status: 400, message: 'Game provider answered with an error (HTTP 400): at most 92 days.' });
const gameReport = vi.fn(async (_query: unknown): Promise<unknown> => REFUSAL);
beforeEach(() => {
  gameReport.mockReset();
  gameReport.mockImplementation(async () => REFUSAL);
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = { gameProvider: { gameReport } };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});

const show = () => renderWithProviders(<ReportsPanel />);
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const pick = (label: 'From' | 'To', day: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: day } });
const runButton = () => screen.getByRole('button', { name: 'Run report' }) as HTMLButtonElement;

describe('the provider reports', () => {
  it('start on today in the zone times are shown in, not the UTC day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:39:00Z')); // 04:09 on 28 Nov in India
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    show();
    expect([valueOf('From'), valueOf('To')]).toEqual(['Nov 28, 2026', 'Nov 28, 2026']);
  });

  it('keep their untouched days on today in the shown zone after a zone change, and a day set as it was', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:39:00Z')); // 04:09 on 28 Nov in India, still 27 Nov in UTC
    renderWithProviders(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <ReportsPanel />
      </ZoneChoice>,
    );
    expect([valueOf('From'), valueOf('To')]).toEqual(['Nov 28, 2026', 'Nov 28, 2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC' }));
    expect([valueOf('From'), valueOf('To')]).toEqual(['Nov 27, 2026', 'Nov 27, 2026']);
    pick('From', 'Nov 1, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in Asia/Kolkata' }));
    expect([valueOf('From'), valueOf('To')]).toEqual(['Nov 1, 2026', 'Nov 28, 2026']);
  });

  it('clear an earlier refusal once a field changes, and show it again for a new run', async () => {
    show();
    pick('From', '2026-01-01');
    pick('To', '2026-03-31');
    fireEvent.click(runButton());
    expect((await screen.findByRole('alert')).textContent).toContain('at most 92 days');
    pick('To', '2026-02-01');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(runButton());
    expect((await screen.findByRole('alert')).textContent).toContain('at most 92 days');
    fireEvent.change(screen.getByLabelText('Game id'), { target: { value: 'g1' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on To that a report covers at most 92 days, From and To both counted, and does not ask the provider', () => {
    show();
    pick('From', '2026-01-01');
    pick('To', '2026-04-02');
    expect(runButton().disabled).toBe(false);
    pick('To', '2026-04-03');
    expect(screen.getByText('To: a report covers at most 92 days.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(runButton().disabled).toBe(true);
    fireEvent.click(runButton());
    expect(gameReport).not.toHaveBeenCalled();
    pick('From', '2026-01-02');
    expect(screen.queryByText('To: a report covers at most 92 days.')).toBeNull();
  });

  it('says on an id field that it is too long, in words, with Run report off, and does not ask the provider', () => {
    show();
    const playerId = screen.getByLabelText('Player id');
    fireEvent.change(playerId, { target: { value: 'p'.repeat(300) } });
    expect(screen.getByText('Player id: at most 64 characters')).toBeTruthy();
    expect(playerId.getAttribute('aria-invalid')).toBe('true');
    expect(runButton().disabled).toBe(true);
    fireEvent.click(runButton());
    expect(gameReport).not.toHaveBeenCalled();
    fireEvent.change(playerId, { target: { value: 'p'.repeat(64) } });
    fireEvent.change(screen.getByLabelText('Game id'), { target: { value: 'g'.repeat(100) } });
    expect(screen.queryByText('Player id: at most 64 characters')).toBeNull();
    expect(screen.getByText('Game id: at most 64 characters')).toBeTruthy();
    expect(runButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Game id'), { target: { value: 'g1' } });
    expect(runButton().disabled).toBe(false);
  });

  it('names the days of the report it shows as the console writes a day, and sends them as the provider wants them', async () => {
    gameReport.mockImplementation(async () => ok({ rows: [], total: 0, max: 50, offset: 0 }));
    show();
    pick('From', '2026-11-01');
    pick('To', '2026-11-27');
    fireEvent.click(runButton());
    await screen.findByText('No rows for Nov 1, 2026 to Nov 27, 2026.');
    expect(gameReport.mock.calls[0]?.[0]).toMatchObject({ start: '2026/11/01', end: '2026/11/27' });
  });
});
