// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, ok, type DisplayPreferences } from '@shared/contract';
import { operationKey } from '@renderer/app/data/operations';
import { setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { DisplayPreferencesGate } from '../display/display-preferences-gate';
import { notices } from '../notices/notice-store';
import { fakeSession, loggedInAs } from '../notifications/fake-session';
import { stopKeepingThisWindowsNotices } from '../notifications/use-kept-notices';
import { NotificationsBell } from './notifications-bell';

const INDIAN: DisplayPreferences = { grouping: 'indian', timeZone: 'UTC', colorScheme: 'light' };

let session: ReturnType<typeof fakeSession>;
stubBridgeForEachTest(() => {
  session = fakeSession(loggedInAs('a1'));
  return { session: session.source, preferences: { display: async () => ok(INDIAN) } };
});
// A window's first load starts with an empty list (unit files share their worker and its notices store).
beforeEach(() => notices.clear());
afterEach(() => {
  // The user's logout leaves nothing behind, in memory or in the window's sessionStorage.
  session.change({ status: 'loggedOut', reason: 'logout' });
  expect(notices.get()).toEqual([]);
  stopKeepingThisWindowsNotices();
  setFormatSettings({ grouping: 'indian', timeZone: undefined });
});

const renderBell = () => renderInRouter(<NotificationsBell />);
/** The lines' words, newest first. */
const lines = () => [...screen.getByRole('list', { name: 'Notifications' }).querySelectorAll('li')].map((item) => item.firstElementChild?.textContent);
/** The header's bell as its parent may skip it (memo): drawn again by a grouping change alone. */
const SkippedBell = memo(NotificationsBell);

describe('the notifications bell', () => {
  it('shows the same list, unread count and links after the window reloads', async () => {
    const first = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    notices.record({ tone: 'error', message: 'You do not have permission to do this.', href: '/dashboard/users' });
    notices.record({ tone: 'success', message: 'Market settled.', href: '/dashboard/results' });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    // The reload: this window's memory is gone, its sessionStorage is not.
    first.unmount();
    stopKeepingThisWindowsNotices();
    notices.clear();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    expect(lines()).toEqual([
      'Market settled.',
      'You do not have permission to do this.',
    ]);
    expect(screen.getAllByRole('link', { name: 'Open' }).map((link) => link.getAttribute('href'))).toEqual(['/dashboard/results', '/dashboard/users']);
  });

  it('draws a risk alert’s amounts in the grouping chosen since it was written, the open bell redrawn', async () => {
    const { client } = renderInRouter(
      <DisplayPreferencesGate>
        <SkippedBell />
      </DisplayPreferencesGate>,
      loggedInAs('a1'),
    );
    await screen.findByRole('button', { name: 'Notifications' });
    const words = 'Risk alert: Punter punter0007: exposure ₹1,23,456.00 is past its threshold ₹1,00,000.00';
    notices.record({ tone: 'alert', message: words, parts: ['Risk alert: Punter punter0007: exposure ', { minor: 123_456_00 }, ' is past its threshold ', { minor: 100_000_00 }] });
    // A line without figures (any other notice, or one kept from before) keeps its words as written.
    notices.record({ tone: 'error', message: 'Stake ₹1,00,000.00 is above the limit.' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    expect(lines()).toEqual(['Stake ₹1,00,000.00 is above the limit.', words]);

    act(() => client.setQueryData(operationKey(contract.preferences.display), { ...INDIAN, grouping: 'international' }));
    await waitFor(() =>
      expect(lines()).toEqual(['Stake ₹1,00,000.00 is above the limit.', 'Risk alert: Punter punter0007: exposure ₹123,456.00 is past its threshold ₹100,000.00']),
    );
  });
});
