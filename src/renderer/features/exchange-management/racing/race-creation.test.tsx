// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { RaceCreation } from './race-creation';

const createEvent = vi.fn(async (input: { course: string; name: string; offTime: string }) => ok({ eventId: 'e1', name: input.name, course: input.course, openDate: input.offTime }));
stubBridgeForEachTest(() => ({ racing: { races: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }), createEvent } }));
afterEach(() => {
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});

describe('the new race form', () => {
  it('keeps what was typed across a zone change (another window’s), the off time the same instant shown in the new zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z')); // its off time starts an hour after the next five minutes: 11:05 UTC
    renderAsAdmin(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <RaceCreation onCreated={vi.fn()} />
      </ZoneChoice>,
    );
    const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(valueOf('Off time')).toBe('Nov 27, 2026, 4:35:00 PM');
    fireEvent.change(screen.getByLabelText('Off time'), { target: { value: 'Dec 1, 2026, 2:30 PM' } });
    fireEvent.blur(screen.getByLabelText('Off time'));
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'Ascot' } });
    fireEvent.change(screen.getByLabelText('Race name'), { target: { value: 'QA Stakes' } });
    const course = screen.getByLabelText('Course');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC' }));
    // Started again (a new field), from what was typed: 2:30 PM in Kolkata is 9:00 AM UTC.
    await waitFor(() => expect(screen.getByLabelText('Course')).not.toBe(course));
    expect(valueOf('Off time')).toBe('Dec 1, 2026, 9:00:00 AM');
    expect(valueOf('Course')).toBe('Ascot');
    expect(valueOf('Race name')).toBe('QA Stakes');
  });

  it('after a race is created and the zone changes, Escape still goes back to the race as created, not to an empty form', async () => {
    renderAsAdmin(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <RaceCreation onCreated={vi.fn()} />
      </ZoneChoice>,
    );
    const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'Ascot' } });
    fireEvent.change(screen.getByLabelText('Race name'), { target: { value: 'QA Stakes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create race' }));
    // Created: the exchange confirmed it.
    await waitFor(() => expect(createEvent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create race' }).hasAttribute('data-loading')).toBe(false));
    const course = screen.getByLabelText('Course');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC' }));
    await waitFor(() => expect(screen.getByLabelText('Course')).not.toBe(course));
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'Kempton' } });
    fireEvent.keyDown(screen.getByLabelText('Course'), { key: 'Escape' });
    await waitFor(() => expect(valueOf('Course')).toBe('Ascot'));
    expect(valueOf('Race name')).toBe('QA Stakes');
  });
});
