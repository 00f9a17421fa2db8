// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { notices } from '../notices/notice-store';
import { fakeSession, loggedInAs } from '../notifications/fake-session';
import { stopKeepingThisWindowsNotices } from '../notifications/use-kept-notices';
import { NotificationsBell } from './notifications-bell';

let session: ReturnType<typeof fakeSession>;
stubBridgeForEachTest(() => {
  session = fakeSession(loggedInAs('a1'));
  return { session: session.source };
});
// A window's first load starts with an empty list (unit files share their worker and its notices store).
beforeEach(() => notices.clear());
afterEach(() => {
  // The user's logout leaves nothing behind, in memory or in the window's sessionStorage.
  session.change({ status: 'loggedOut', reason: 'logout' });
  expect(notices.get()).toEqual([]);
  stopKeepingThisWindowsNotices();
});

const renderBell = () => renderInRouter(<NotificationsBell />);

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
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect([...list.querySelectorAll('li')].map((item) => item.firstElementChild?.textContent)).toEqual([
      'Market settled.',
      'You do not have permission to do this.',
    ]);
    expect(screen.getAllByRole('link', { name: 'Open' }).map((link) => link.getAttribute('href'))).toEqual(['/dashboard/results', '/dashboard/users']);
  });
});
