import type { Locator, Page } from 'playwright-core';
import { waitForRoute } from '../support/routes';
import { ChangePasswordModal } from './change-password-modal';

/** Spec §2: the home tiles, in the spec's order, each shown only with its permission. */
export const HOME_TILES = [
  'Market Management',
  'Trader Management',
  'Graphics Management',
  'Operational Logs',
  'Casino Monitor',
  'Streaming Management',
] as const;
export type HomeTile = (typeof HOME_TILES)[number];

/** The dashboard shell: header with the user menu, and the home tiles. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** A home tile: in the page itself, not the side navigation's link of the same name. */
  tile(name: HomeTile): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  /** The names of the home tiles on screen now (poll it: tiles follow the session's permissions). */
  async visibleTiles(): Promise<HomeTile[]> {
    const shown: HomeTile[] = [];
    for (const name of HOME_TILES) if (await this.tile(name).isVisible()) shown.push(name);
    return shown;
  }

  /** The header's user menu button carries the user's name. */
  /** The header's button named by the user alone (a row's "Edit Defaults Admin" contains the name too). */
  userMenu(userName: string): Locator {
    return this.page.getByRole('button', { name: userName, exact: true });
  }

  async openUserMenu(userName: string): Promise<void> {
    await this.userMenu(userName).click();
  }

  async logout(userName: string): Promise<void> {
    // A monitor window may be in front; the user comes back to the dashboard's window to log out.
    await this.page.bringToFront();
    await this.openUserMenu(userName);
    await this.page.getByRole('menuitem', { name: 'Logout', exact: true }).click();
    await waitForRoute(this.page, '/login');
  }

  async openChangePassword(userName: string): Promise<ChangePasswordModal> {
    await this.openUserMenu(userName);
    await this.page.getByRole('menuitem', { name: 'Change Password', exact: true }).click();
    const modal = new ChangePasswordModal(this.page);
    await modal.dialog.waitFor({ state: 'visible' });
    return modal;
  }

  get accessDeniedHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Access Denied' });
  }

  /** The central error toast (spec §8): Mantine notifications are alerts. */
  get toast(): Locator {
    return this.page.getByRole('alert');
  }

  async waitUntilShown(): Promise<void> {
    await waitForRoute(this.page, '/dashboard');
  }
}
