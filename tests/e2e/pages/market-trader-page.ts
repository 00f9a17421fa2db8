import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pressButton, toggleSwitch } from '../support/keyboard';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

/** Market Trader Management (route market-trader): the spec's table, its modals and its confirmations. */
export class MarketTraderPage {
  constructor(readonly page: Page) {}

  /** From the dashboard through the Market Management tiles, as a user would. */
  async open(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Market Management', exact: true }).click();
    await this.page.getByRole('main').getByRole('link', { name: 'Market Trader', exact: true }).click();
    await waitForRoute(this.page, '/dashboard/market-trader');
    await this.table.waitFor();
    await this.waitForIdle();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Market traders' });
  }

  /** Body rows only (the header row has column headers, not cells). */
  get rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  /** The row of a trader, by its user name in the User Name cell. */
  row(userName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: userName, exact: true }) });
  }

  /** The Name column of the rows on screen, top to bottom. */
  async names(): Promise<string[]> {
    return (await this.table.locator('tbody tr td:nth-child(1)').allInnerTexts()).map((text) => text.trim());
  }

  async userNames(): Promise<string[]> {
    return (await this.table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
  }

  columnHeader(name: string): Locator {
    return this.table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  }

  /** DataTables' "Showing 1 to 10 of N entries" line under the table. */
  get info(): Locator {
    return this.page.getByTestId('table-info');
  }

  get search(): Locator {
    return this.page.getByLabel(fieldLabel('Search'));
  }

  /** Types a search and waits until the table shows its answer (the info line says what was filtered). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await expect.poll(() => this.info.innerText()).toMatch(text === '' ? /^Showing/ : /filtered from/);
    await this.waitForIdle();
  }

  pageButton(name: 'First' | 'Previous' | 'Next' | 'Last' | `Page ${number}`): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** No table request in flight (the body is aria-busy while one runs). */
  async waitForIdle(): Promise<void> {
    await this.table.locator('tbody[aria-busy="false"]').waitFor();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(fieldLabel(label));
  }

  /** Fills the Create User / Edit User form (empty password = keep it, on edit). */
  async fillUserForm(dialog: Locator, values: { name?: string; userName?: string; password?: string }): Promise<void> {
    if (values.name !== undefined) await this.field(dialog, 'Name').fill(values.name);
    if (values.userName !== undefined) await this.field(dialog, 'User Name').fill(values.userName);
    if (values.password !== undefined) await this.field(dialog, 'Password').fill(values.password);
  }

  /** A permission switch in an open permission modal, by its label. */
  permission(dialog: Locator, label: string): Locator {
    return dialog.getByRole('switch', { name: label, exact: true });
  }

  /** Flips a switch the way a keyboard user does (Mantine's switch input is visually hidden). */
  async toggle(switchInput: Locator): Promise<void> {
    await toggleSwitch(switchInput);
  }

  async setPermission(dialog: Locator, label: string, on: boolean): Promise<void> {
    const input = this.permission(dialog, label);
    if ((await input.isChecked()) !== on) await this.toggle(input);
  }

  /** Presses a button by keyboard: a toast at the bottom right can cover a modal's footer for a moment. */
  async press(button: Locator): Promise<void> {
    await pressButton(button);
  }

  /** A success toast (Mantine notifications carry role=alert only for errors). */
  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
