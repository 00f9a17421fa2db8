import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

export const CRON_COLUMNS = ['Cron Type', 'Start Time', 'End Time', 'Status', 'Hours', 'Updated At'] as const;
export const AUDIT_COLUMNS = ['Time', 'User', 'Action', 'Target', 'Before', 'After'] as const;

/** Operational Logs (route operational-logs): the cron logs table and the Audit tab. */
export class OperationalLogsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Operational Logs', exact: true }).click();
    await waitForRoute(this.page, '/dashboard/operational-logs');
    await this.cronTable.waitFor();
  }

  get cronTable(): Locator {
    return this.page.getByRole('table', { name: 'Cron logs' });
  }

  get auditTable(): Locator {
    return this.page.getByRole('table', { name: 'Audit log' });
  }

  async tab(name: 'Cron Logs' | 'Audit'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  async headers(table: Locator): Promise<string[]> {
    return (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  }

  /** The cells of every body row, as text, top to bottom. */
  async rows(table: Locator): Promise<string[][]> {
    const rows = table.locator('tbody tr');
    const result: string[][] = [];
    for (let i = 0; i < (await rows.count()); i += 1) {
      result.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
    }
    return result;
  }

  filter(label: 'User' | 'Action' | 'From' | 'To'): Locator {
    return this.page.getByLabel(fieldLabel(label), { exact: false }).first();
  }

  async chooseAction(label: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Action' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  get info(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Showing/ });
  }

  /** No audit request in flight. */
  async waitForIdle(): Promise<void> {
    await this.auditTable.and(this.page.locator('[aria-busy="false"]')).waitFor();
  }
}
