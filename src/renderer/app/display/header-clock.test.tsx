// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, type DisplayPreferences, type DisplayPreferencesPatch } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { retype } from '@renderer/testing/user-typing';
import { HeaderClock } from './header-clock';
import { zoneFilter, zoneOptions } from './zone-options';

const SHOWN: DisplayPreferences = { grouping: 'indian', timeZone: 'UTC', colorScheme: 'light' };
const saveDisplay = vi.fn(async (patch: DisplayPreferencesPatch) => ok({ ...SHOWN, ...patch }));
stubBridgeForEachTest(() => {
  saveDisplay.mockClear();
  return { preferences: { display: async () => ok(SHOWN), saveDisplay } };
});

const found = (search: string) => zoneFilter({ options: zoneOptions(), search, limit: Infinity }).map((option) => ('value' in option ? option.value : option.group));

describe('the time zone choice', () => {
  it('finds a zone typed with spaces or with underscores, and labels it with spaces', () => {
    expect(found('New York')).toEqual(['America/New_York']);
    expect(found('new_york')).toEqual(['America/New_York']);
    expect(zoneOptions().find((option) => option.value === 'America/Los_Angeles')?.label).toBe('America/Los Angeles');
  });

  it('keeps the IANA id of a zone found by its name with a space', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<HeaderClock />);
    await user.click(screen.getByTestId('header-clock'));
    await retype(user, await screen.findByRole('textbox', { name: 'Time zone' }), 'New York');
    await user.click(await screen.findByRole('option', { name: 'America/New York' }));
    await waitFor(() => expect(saveDisplay.mock.calls.map(([patch]) => patch)).toEqual([{ timeZone: 'America/New_York' }]));
  });

  it('takes the first zone found on Enter, with no ↓ first: "Kolkata" then Enter is Asia/Kolkata', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<HeaderClock />);
    await user.click(screen.getByTestId('header-clock'));
    await retype(user, await screen.findByRole('textbox', { name: 'Time zone' }), 'Kolkata');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveDisplay.mock.calls.map(([patch]) => patch)).toEqual([{ timeZone: 'Asia/Kolkata' }]));
  });

  it('replaces the zone shown with what is typed once the field has the keyboard (not "This computer (UTC)Honolulu")', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<HeaderClock />);
    await user.click(screen.getByTestId('header-clock'));
    const field = (await screen.findByRole('textbox', { name: 'Time zone' })) as HTMLInputElement;
    await waitFor(() => expect(field.value).not.toBe(''));
    act(() => field.focus());
    await user.keyboard('Honolulu{Enter}');
    await waitFor(() => expect(saveDisplay.mock.calls.map(([patch]) => patch)).toEqual([{ timeZone: 'Pacific/Honolulu' }]));
  });

  it('replaces the zone shown with what is typed after a click into the field too', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<HeaderClock />);
    await user.click(screen.getByTestId('header-clock'));
    const field = (await screen.findByRole('textbox', { name: 'Time zone' })) as HTMLInputElement;
    await waitFor(() => expect(field.value).not.toBe(''));
    await user.click(field);
    await user.keyboard('Honolulu{Enter}');
    await waitFor(() => expect(saveDisplay.mock.calls.map(([patch]) => patch)).toEqual([{ timeZone: 'Pacific/Honolulu' }]));
  });

  it('keeps the zone chosen on Enter with nothing typed', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<HeaderClock />);
    await user.click(screen.getByTestId('header-clock'));
    await user.click(await screen.findByRole('textbox', { name: 'Time zone' }));
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saveDisplay).not.toHaveBeenCalled();
  });
});
