import type { Locator, Page } from 'playwright-core';
import { fieldLabel } from '../support/labels';
import { waitForRoute } from '../support/routes';

export const CASINO_PATH = '/dashboard/casino';
export type CasinoTabName = 'Tables' | 'Unsettled rounds' | 'Lobby tabs' | 'Ball by ball' | 'Game provider';

/** The Casino screen (route `casino`): tables, unsettled rounds, lobby tabs, ball by ball, the game provider. */
export class CasinoPage {
  constructor(readonly page: Page) {}

  /** From the dashboard's Casino tile, as a user gets there. */
  static async open(page: Page, tab: CasinoTabName): Promise<CasinoPage> {
    await page.getByRole('main').getByRole('link', { name: 'Casino', exact: true }).click();
    await waitForRoute(page, CASINO_PATH);
    const casino = new CasinoPage(page);
    await casino.tab(tab);
    return casino;
  }

  async tab(name: CasinoTabName): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  field(container: Locator, label: string): Locator {
    return container.getByLabel(fieldLabel(label));
  }

  /** Picks an option of a Mantine select by its label. */
  async choose(container: Locator, label: string, option: string): Promise<void> {
    await this.field(container, label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  form(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The names of the lobby tabs in their shown order. */
  tabOrder(): Promise<Array<string | null>> {
    return this.page.getByRole('list', { name: 'Lobby tab order' }).getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  }

  get unsettledRows(): Locator {
    return this.page.getByRole('table', { name: 'Unsettled rounds' }).getByRole('row');
  }

  providerGame(name: string): Locator {
    return this.page.getByRole('table', { name: 'Provider games list' }).getByRole('row', { name });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text).first();
  }
}
