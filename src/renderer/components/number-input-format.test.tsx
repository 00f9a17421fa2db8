// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONITOR_VIEW_LIMITS, monitorViewSchema } from '@shared/contract/windows';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { CommittedNumberInput } from '@renderer/features/monitors/risk/committed-number-input';
import { groupedNumberProps } from './number-input-format';

const before = formatSettings();
afterEach(() => {
  cleanup();
  setFormatSettings(before);
});
beforeEach(stubMatchMedia);

function AlertAbove({ value }: { value: number }) {
  return (
    <MantineProvider>
      <CommittedNumberInput label="Alert above" min={0} max={MONITOR_VIEW_LIMITS.threshold} {...groupedNumberProps(MONITOR_VIEW_LIMITS.threshold)} value={value} onCommit={() => undefined} />
    </MantineProvider>
  );
}

describe("a monitor's number field", () => {
  it('groups digits the way the user chose, as the figures beside it are', () => {
    setFormatSettings({ grouping: 'indian' });
    render(<AlertAbove value={100_000} />);
    expect(screen.getByRole('textbox', { name: 'Alert above' })).toHaveProperty('value', '1,00,000');
    cleanup();
    setFormatSettings({ grouping: 'international' });
    render(<AlertAbove value={100_000} />);
    expect(screen.getByRole('textbox', { name: 'Alert above' })).toHaveProperty('value', '100,000');
  });

  it('holds no more whole digits than the view schema allows', async () => {
    expect(monitorViewSchema.safeParse({ threshold: MONITOR_VIEW_LIMITS.threshold }).success).toBe(true);
    expect(monitorViewSchema.safeParse({ threshold: MONITOR_VIEW_LIMITS.threshold + 1 }).success).toBe(false);
    const { isAllowed } = groupedNumberProps(MONITOR_VIEW_LIMITS.threshold);
    const allowed = (value: string) => isAllowed?.({ value, floatValue: Number(value), formattedValue: value });
    expect(allowed('9999999999')).toBe(true);
    expect(allowed('99999999999')).toBe(false);
    expect(allowed('')).toBe(true);

    setFormatSettings({ grouping: 'indian' });
    render(<AlertAbove value={0} />);
    const field = screen.getByRole('textbox', { name: 'Alert above' });
    await userEvent.clear(field);
    await userEvent.type(field, '9'.repeat(17));
    expect(String((field as HTMLInputElement).value).replace(/\D/g, '')).toBe('9'.repeat(10));
  });
});
