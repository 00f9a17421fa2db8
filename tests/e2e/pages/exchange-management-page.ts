import type { Download, Locator, Page } from 'playwright-core';
import { downloadAfter } from '../support/downloads';
import { pressButton } from '../support/keyboard';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

export type Column = 'Sports' | 'Competitions' | 'Events' | 'Markets';
export type Tab = 'Catalogue' | 'Markets' | 'On/Off lists' | 'Import' | 'Market types' | 'Limits & delays';

/** Exchange Management (route add-market): the catalogue columns, the detail panes and the other tabs. */
export class ExchangeManagementPage {
  constructor(readonly page: Page) {}

  /** From the dashboard, through the Market Management tiles, as a user would. */
  async open(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Market Management', exact: true }).click();
    await this.page.getByRole('main').getByRole('link', { name: 'Exchange Management', exact: true }).click();
    await waitForRoute(this.page, '/dashboard/add-market');
    await this.page.getByRole('heading', { name: 'Exchange Management', level: 2 }).waitFor();
  }

  async tab(name: Tab): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  column(name: Column): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  row(column: Column, name: string): Locator {
    return this.column(column).getByRole('listitem', { name, exact: true });
  }

  async select(column: Column, name: string): Promise<void> {
    await this.row(column, name).click();
    await this.row(column, name).and(this.page.locator('[aria-current="true"]')).waitFor();
  }

  addButton(column: Column): Locator {
    const label = { Sports: 'Add sport', Competitions: 'Add competition', Events: 'Add event', Markets: 'Add market' }[column];
    return this.column(column).getByRole('button', { name: label, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(fieldLabel(label));
  }

  /** By keyboard: the toasts of earlier saves stack at the bottom right, over a large modal's footer. */
  async save(dialog: Locator): Promise<void> {
    await pressButton(dialog.getByRole('button', { name: 'Save', exact: true }));
    await dialog.waitFor({ state: 'hidden' });
  }

  get levelDetails(): Locator {
    return this.page.getByRole('region', { name: /^(Sport|Competition|Event) details$/ });
  }

  get marketDetails(): Locator {
    return this.page.getByRole('region', { name: 'Market details' });
  }

  /** Opens the "Bet limit at this level" form of the selected level or market, fills and saves it. */
  async setLevelLimit(limit: { minStake: number; maxStake: number; maxProfit: number; maxLiability: number }): Promise<void> {
    const panel = this.page.getByRole('region', { name: 'Bet limit at this level' });
    await panel.getByRole('button', { name: /^(Set|Edit) limit$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Bet limit: / });
    await this.field(dialog, 'Minimum stake').fill(String(limit.minStake));
    await this.field(dialog, 'Maximum stake').fill(String(limit.maxStake));
    await this.field(dialog, 'Maximum profit').fill(String(limit.maxProfit));
    await this.field(dialog, 'Maximum liability').fill(String(limit.maxLiability));
    await this.save(dialog);
  }

  get effectiveLimitSource(): Locator {
    return this.page.getByTestId('effective-limit-source');
  }

  get effectiveLimitValues(): Locator {
    return this.page.getByTestId('effective-limit-values');
  }

  /** Clicks an export button and returns the file the browser saved. */
  async export(button: 'Export PDF' | 'Export Excel' | 'Export CSV', within: Locator): Promise<Download> {
    return downloadAfter(this.page, () => within.getByRole('button', { name: button, exact: true }).click());
  }

  /** The Bet limits tab's Import: chooses a CSV (bytes, no file on disk) and waits for the exchange's preview. */
  async previewLimitImport(csv: string, fileName = 'bet-limits.csv'): Promise<Locator> {
    await this.page.getByRole('region', { name: 'Bet limits' }).getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = this.dialog('Import bet limits');
    await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByRole('table', { name: 'Import preview' }).waitFor();
    return dialog;
  }

  /**
   * Mantine's switch input is visually hidden: a user clicks its track, inside the label that holds the input.
   * The label is found afresh on every retry, so a list that re-renders its rows (new ids) cannot strand the click.
   */
  async toggle(switchInput: Locator): Promise<void> {
    await this.page.locator('label').filter({ has: switchInput }).click();
  }

  /** A green success toast (Mantine notifications carry role=alert only for errors). */
  toast(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
