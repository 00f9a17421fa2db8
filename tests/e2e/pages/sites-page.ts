import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { downloadAfter } from '../support/downloads';
import { fieldLabel } from '../support/labels';
import { gotoRoute } from '../support/routes';

export const SITES_PATH = '/dashboard/sites';

/** The Sites screen (issue 16): white labels, domains, exchanges and projects, by role and label. */
export class SitesPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, tab: 'White labels' | 'Domains' | 'Exchanges and projects' | 'Reports' | 'Admin tools' = 'White labels'): Promise<SitesPage> {
    await gotoRoute(page, SITES_PATH);
    await page.getByRole('heading', { name: 'Sites', level: 2 }).waitFor();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    return new SitesPage(page);
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  field(within: Locator, label: string): Locator {
    return within.getByLabel(fieldLabel(label));
  }

  /** A row of the named table holding `text`. */
  row(table: string, text: string): Locator {
    return this.page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
  }

  /** Fills the white-label form (add, or the name and addresses of a clone) and saves it. */
  async fillSite(dialog: Locator, name: string, host: string): Promise<void> {
    await this.field(dialog, 'Name').fill(name);
    await this.field(dialog, 'Admin URL').fill(`https://admin.${host}`);
    await this.field(dialog, 'Client URL').fill(`https://${host}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async search(table: 'white labels' | 'domains', text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: `Search ${table}` }).fill(text);
  }

  /** Opens a white label's drawer from its row. */
  async openSite(name: string): Promise<Locator> {
    await this.search('white labels', name);
    await this.page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
    const drawer = this.dialog(`White label ${name}`);
    await drawer.getByLabel('Child balance info').waitFor();
    return drawer;
  }

  /** Runs a typed-confirmation action: the dialog says what it will do; the button works once the name is typed. */
  async confirmTyped(dialogName: string, phrase: string, confirm: string | RegExp, extra?: (dialog: Locator) => Promise<void>): Promise<Locator> {
    const dialog = this.dialog(dialogName);
    await dialog.waitFor();
    const button = dialog.getByRole('button', { name: confirm });
    expect(await button.isDisabled()).toBe(true);
    await extra?.(dialog);
    await this.field(dialog, `Type ${phrase} to confirm`).fill(phrase);
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    return dialog;
  }

  async download(trigger: Locator): Promise<Download> {
    return downloadAfter(this.page, () => trigger.click());
  }
}
