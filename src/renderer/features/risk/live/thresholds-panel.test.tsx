// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ThresholdsPanel } from './thresholds-panel';

const before = formatSettings();
beforeEach(stubMatchMedia);
afterEach(() => {
  cleanup();
  setFormatSettings(before);
});

const renderPanel = () => renderWithProviders(<ThresholdsPanel thresholds={[]} context={[]} />);
const alertAbove = () => screen.getByRole('textbox', { name: 'Alert above (₹)' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save threshold' }) as HTMLButtonElement;

describe('Alert thresholds', () => {
  it('group the amount typed the way the user chose', async () => {
    setFormatSettings({ grouping: 'indian' });
    renderPanel();
    await userEvent.type(alertAbove(), '12345678');
    expect(alertAbove().value).toBe('1,23,45,678');
    expect(saveButton().disabled).toBe(false);
    cleanup();
    setFormatSettings({ grouping: 'international' });
    renderPanel();
    await userEvent.type(alertAbove(), '12345678');
    expect(alertAbove().value).toBe('12,345,678');
  });

  it('say the largest amount when one too large is typed, and keep Save off', async () => {
    setFormatSettings({ grouping: 'indian' });
    renderPanel();
    await userEvent.type(alertAbove(), '99999999999999');
    expect(screen.getByText('Alert above: at most ₹1,00,00,00,000.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('say what a threshold is compared with: punters’ exposure, not the house’s worst case', () => {
    renderPanel();
    expect(alertAbove().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(alertAbove().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Of punters’ exposure');
    expect(screen.getByText(/^A market’s threshold is compared with its punters’ exposure \(what punters have reserved on it\), not with the house’s worst case/)).toBeTruthy();
  });
});
