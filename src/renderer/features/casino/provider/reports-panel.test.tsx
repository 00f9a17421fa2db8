// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@shared/contract';
import { setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ReportsPanel } from './reports-panel';

const gameReport = vi.fn(async () => fail({ kind: 'exchange', status: 400, message: 'Game provider answered with an error (HTTP 400): at most 92 days.' }));
beforeEach(() => {
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

describe('the provider reports', () => {
  it('start on today in the zone times are shown in, not the UTC day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:39:00Z')); // 04:09 on 28 Nov in India
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    show();
    expect([valueOf('From'), valueOf('To')]).toEqual(['2026-11-28', '2026-11-28']);
  });

  it('clear an earlier refusal once a field changes, and show it again for a new run', async () => {
    show();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 92 days');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    expect((await screen.findByRole('alert')).textContent).toContain('at most 92 days');
    fireEvent.change(screen.getByLabelText('Game id'), { target: { value: 'g1' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
