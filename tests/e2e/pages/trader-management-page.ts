import type { Locator, Page } from 'playwright-core';
import { pressButton } from '../support/keyboard';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

/** Trader Management (route trader): staff accounts by role, and the roles with their default permissions. */
export class TraderManagementPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Trader Management', exact: true }).click();
    await waitForRoute(this.page, '/dashboard/trader');
    await this.staffTable.waitFor();
  }

  get staffTable(): Locator {
    return this.page.getByRole('table', { name: 'Staff accounts' });
  }

  get rolesTable(): Locator {
    return this.page.getByRole('table', { name: 'Roles' });
  }

  async tab(name: 'Staff' | 'Roles'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  staffRow(userName: string): Locator {
    return this.staffTable.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name: userName, exact: true }) });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  field(within: Locator | Page, label: string): Locator {
    return within.getByLabel(fieldLabel(label));
  }

  /** Picks an option of a Mantine Select (a combobox textbox with a listbox of options). */
  async choose(within: Locator | Page, label: string, option: string): Promise<void> {
    await within.getByRole('textbox', { name: fieldLabel(label) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Presses a button by keyboard: a toast at the bottom right can cover a modal's footer for a moment. */
  async press(button: Locator): Promise<void> {
    await pressButton(button);
  }

  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
