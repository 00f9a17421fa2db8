// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, fail, http, ok, type Result } from '@shared/contract';
import { editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { RaceCreation } from '@renderer/features/exchange-management/racing/race-creation';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { restartedOnZoneChange } from './format-redraw';
import { ZoneChoice } from './zone-choice-fixture';

/** A create operation like Add event: marked idempotent, so each save carries a key. */
const events = area('events', {
  add: http({
    http: { method: 'POST', path: '/add-event' },
    access: 'session',
    input: z.strictObject({ name: z.string().trim().min(1) }),
    output: z.object({ id: z.string() }),
    idempotent: true,
  }),
});

type Call = { input: unknown; key: string | undefined; answer(result: Result<unknown>): void };
let calls: Call[];
/** Every call waits until the test answers it. */
const recorded = (input: unknown, options?: { idempotencyKey?: string }) => new Promise<Result<unknown>>((answer) => calls.push({ input, key: options?.idempotencyKey, answer }));
beforeEach(() => {
  calls = [];
});
stubBridgeForEachTest(() => ({ events: { add: recorded }, racing: { createEvent: recorded, races: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }) } }));
afterEach(() => {
  vi.useRealTimers();
  setFormatSettings({ timeZone: undefined });
});

function EventForm({ onClose }: EditFormProps<undefined>) {
  const kit = useOperationForm({ operation: events.add, initialValues: { name: '' }, labels: { name: 'Event name' }, onSuccess: onClose });
  return (
    <OperationFormBody kit={kit} label="Add event" onCancel={onClose}>
      <TextInput label="Event name" {...kit.form.getInputProps('name')} />
    </OperationFormBody>
  );
}
/** As the event and banner forms are: started again on a zone change, in their dialog. */
const EventFormModal = editFormModal(restartedOnZoneChange(EventForm), () => 'Add event');

const TIMED_OUT = fail({ kind: 'timeout', message: 'The exchange did not answer in time.' });
const keys = () => calls.map((call) => call.key);
const showTimesIn = (zone: string) => fireEvent.click(screen.getByRole('button', { name: `Show times in ${zone}`, hidden: true }));
/** Types `name` into the event form, saves, and answers the save with `result`. */
const saveEvent = async (name: string, result: Result<unknown> = TIMED_OUT) => {
  fireEvent.change(screen.getByLabelText('Event name'), { target: { value: name } });
  const save = screen.getByRole('button', { name: 'Save', hidden: true }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  const before = calls.length;
  fireEvent.submit(save.closest('form') as HTMLFormElement);
  await waitFor(() => expect(calls).toHaveLength(before + 1));
  await act(async () => calls.at(-1)?.answer(result));
};
/** The event form's dialog, open, and a button that closes or opens it as its screen does. */
function EventFormDialog() {
  const [opened, setOpened] = useState(true);
  return (
    <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
      <button type="button" onClick={() => setOpened(!opened)}>
        Close or open
      </button>
      <EventFormModal opened={opened} editing={undefined} onClose={vi.fn()} />
    </ZoneChoice>
  );
}
/** Shows times in `zone` and waits until the form has started again (its field a new one, holding what was typed). */
const restartedIn = async (zone: string, label = 'Event name') => {
  const before = screen.getByLabelText(label);
  showTimesIn(zone);
  await waitFor(() => expect(screen.getByLabelText(label)).not.toBe(before));
};

describe('a form started again on a zone change', () => {
  /** Saves `first` answered with `result`, changes the zone, saves `next` from the restarted form: the two keys sent. */
  const keysAroundRestart = async (first: Result<unknown>, next: string) => {
    renderAsAdmin(<EventFormDialog />);
    await saveEvent('India v Australia', first);
    await restartedIn('UTC');
    await saveEvent(next);
    expect(keys()[0]).toEqual(expect.any(String));
    return keys();
  };

  it('saves the same request again, after a time-out, with the same key: its retry, not a second event', async () => {
    const [first, retry] = await keysAroundRestart(TIMED_OUT, 'India v Australia');
    expect(retry).toBe(first);
  });

  it('saves another request after the restart with a new key', async () => {
    const [first, next] = await keysAroundRestart(TIMED_OUT, 'India v England');
    expect(next).not.toBe(first);
  });

  it('takes a new key after a success, restarted or not', async () => {
    const [first, next] = await keysAroundRestart(ok({ id: 'e1' }), 'India v Australia');
    expect(next).not.toBe(first);
  });

  it('takes a new key once closed and opened anew: another action, even with the same values', async () => {
    renderAsAdmin(<EventFormDialog />);
    await saveEvent('India v Australia');
    const closeOrOpen = () => fireEvent.click(screen.getByRole('button', { name: 'Close or open', hidden: true }));
    closeOrOpen();
    await waitFor(() => expect(screen.queryByLabelText('Event name')).toBeNull());
    closeOrOpen();
    await screen.findByLabelText('Event name');
    await saveEvent('India v Australia');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('creates a race once: Create race again after a time-out and a zone change sends the same key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z'));
    renderAsAdmin(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <RaceCreation onCreated={vi.fn()} />
      </ZoneChoice>,
    );
    const createRace = async () => {
      fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'Ascot' } });
      fireEvent.change(screen.getByLabelText('Race name'), { target: { value: 'Ascot 3:05' } });
      const before = calls.length;
      fireEvent.click(screen.getByRole('button', { name: 'Create race' }));
      await waitFor(() => expect(calls).toHaveLength(before + 1));
      await act(async () => calls.at(-1)?.answer(TIMED_OUT));
    };
    await createRace();
    await restartedIn('UTC', 'Course');
    await createRace();
    // The form carried over, its off time the same instant read in the new zone: the same request, the same key.
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    expect(keys()[1]).toBe(keys()[0]);
  });
});
