import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';
import type { DashboardPage } from './dashboard-page';

export const SETTINGS_PATH = '/dashboard/settings';

/** The admin-only Settings screen: one section per third-party upstream. */
export class UpstreamSettingsPage {
  constructor(readonly page: Page) {}

  static async openFromUserMenu(dashboard: DashboardPage, userName: string): Promise<UpstreamSettingsPage> {
    await dashboard.openUserMenu(userName);
    await dashboard.page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await waitForRoute(dashboard.page, SETTINGS_PATH);
    const settings = new UpstreamSettingsPage(dashboard.page);
    await settings.heading.waitFor();
    return settings;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Settings', level: 2 });
  }

  section(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  keyField(label: string): Locator {
    return this.section(label).getByLabel(fieldLabel(`${label} key`));
  }

  keyBadge(label: string, text: 'Key set' | 'No key'): Locator {
    return this.section(label).getByText(text, { exact: true });
  }

  button(label: string, name: 'Save key' | 'Clear key' | 'Save URL' | 'Use default'): Locator {
    return this.section(label).getByRole('button', { name, exact: true });
  }
}
