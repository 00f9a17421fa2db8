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

describe('the event form', () => {
  it('starts again from the event on a zone change (another window’s), so saving another field never moves its open date', async () => {
    renderWithProviders(
      <ZoneChoice zones={['Asia/Kolkata', 'UTC']}>
        <EventFormModal opened editing={EVENT} competition={undefined} onClose={vi.fn()} onSaved={vi.fn()} />
      </ZoneChoice>,
    );
    const openDate = () => (screen.getByLabelText(/^Open date/) as HTMLInputElement).value;
    expect(openDate()).toBe('Dec 1, 2026, 2:30:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Show times in UTC', hidden: true }));
    await waitFor(() => expect(openDate()).toBe('Dec 1, 2026, 9:00:00 AM'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'AU' } });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    await waitFor(() => expect(saveEvent).toHaveBeenCalled());
    expect(saveEvent.mock.calls[0]?.[0]).toMatchObject({ _id: 'e1', country: 'AU', openDate: '2026-12-01T09:00:00.000Z' });
  });
});
