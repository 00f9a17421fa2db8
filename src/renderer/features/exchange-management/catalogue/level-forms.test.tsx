// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueEvent } from '@shared/contract/catalogue-common';
import { ZoneChoice } from '@renderer/app/display/zone-choice-fixture';
import { setFormatSettings } from '@renderer/lib/format';
import { sendOnlyBridge } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { EventFormModal } from './level-forms';

const saveEvent = sendOnlyBridge('catalogue', 'saveEvent');
afterEach(() => setFormatSettings({ timeZone: undefined }));

const EVENT: CatalogueEvent = {
  _id: 'e1',
  sportId: 's1',
  sportName: 'Cricket',
  competitionId: 'c1',
  competitionName: 'IPL',
  name: 'India v Australia',
  openDate: '2026-12-01T09:00:00.000Z',
  country: 'IN',
  inPlayCapable: true,
  externalId: null,
  active: true,
  shownOnSite: true,
  marketCount: 0,
  openMarketCount: 0,
  updatedAt: '2026-11-28T00:00:00.000Z',
};

/** The event's edit form, its times shown in Kolkata, with a button that shows them in UTC (another window's choice). */
const showEventForm = () =>
  renderWithProviders(
    <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
      <EventFormModal opened editing={EVENT} competition={undefined} onClose={vi.fn()} onSaved={vi.fn()} />
    </ZoneChoice>,
  );
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** Shows times in UTC and waits until the form has started again (its fields new ones). */
const restartedInUtc = async () => {
  const before = field('Country');
  fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
  await waitFor(() => expect(field('Country')).not.toBe(before));
};
/** Sends the form and waits for the save: what it sent. */
const saved = async () => {
  fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement);
  await waitFor(() => expect(saveEvent).toHaveBeenCalled());
  return saveEvent.mock.calls[0]?.[0];
};

describe('the event form', () => {
  it('starts again from the event on a zone change (another window’s), so saving another field never moves its open date', async () => {
    showEventForm();
    const openDate = () => (screen.getByLabelText(/^Open date/) as HTMLInputElement).value;
    expect(openDate()).toBe('Dec 1, 2026, 2:30:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
    await waitFor(() => expect(openDate()).toBe('Dec 1, 2026, 9:00:00 AM'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'AU' } });
    expect(await saved()).toMatchObject({ _id: 'e1', country: 'AU', openDate: '2026-12-01T09:00:00.000Z' });
  });

  it('keeps what was typed across a zone change, a typed open date the same instant shown in the new zone', async () => {
    showEventForm();
    fireEvent.change(field(/^Event name/), { target: { value: 'India v England' } });
    fireEvent.change(field(/^Open date/), { target: { value: 'Dec 2, 2026, 8:00 PM' } });
    fireEvent.blur(field(/^Open date/));
    await restartedInUtc();
    expect(field(/^Event name/).value).toBe('India v England');
    // 8:00 PM in Kolkata is 2:30 PM UTC: the same moment, never 8:00 PM UTC.
    expect(field(/^Open date/).value).toBe('Dec 2, 2026, 2:30:00 PM');
    // Still a change of the event: Save is on.
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull();
    expect(await saved()).toMatchObject({ _id: 'e1', name: 'India v England', openDate: '2026-12-02T14:30:00.000Z' });
  });

  it('after a zone change with nothing typed, still has nothing to save', async () => {
    showEventForm();
    const saveOff = () => screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled');
    expect(saveOff()).toBe('true');
    await restartedInUtc();
    expect(saveOff()).toBe('true');
  });
});
