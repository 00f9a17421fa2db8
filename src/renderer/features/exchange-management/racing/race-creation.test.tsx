// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { RaceCreation } from './race-creation';

stubBridgeForEachTest(() => ({ racing: { races: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }) } }));
afterEach(() => {
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});

describe('the new race form', () => {
  it('starts again on a zone change (another window’s) rather than read an off time typed in the old zone in the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z')); // its off time starts an hour after the next five minutes: 11:05 UTC
    renderAsAdmin(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <RaceCreation onCreated={vi.fn()} />
      </ZoneChoice>,
    );
    const offTime = () => (screen.getByLabelText('Off time') as HTMLInputElement).value;
    expect(offTime()).toBe('Nov 27, 2026, 4:35:00 PM');
    fireEvent.change(screen.getByLabelText('Off time'), { target: { value: 'Dec 1, 2026, 2:30 PM' } });
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'Ascot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC' }));
    await waitFor(() => expect(offTime()).toBe('Nov 27, 2026, 11:05:00 AM'));
    expect((screen.getByLabelText('Course') as HTMLInputElement).value).toBe('');
  });
});
