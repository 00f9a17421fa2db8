import type { Locator, Page } from 'playwright-core';
import { gotoRoute } from '../support/routes';

export const RESULTS_PATH = '/dashboard/results';

/** The Results screen (issue 11): market results, checking queue, unsettled; dialogs by their names. */
export class ResultsPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, tab: 'Market results' | 'Checking queue' | 'Unsettled' = 'Market results'): Promise<ResultsPage> {
    await gotoRoute(page, RESULTS_PATH);
    await page.getByRole('heading', { name: 'Results', level: 2 }).waitFor();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    return new ResultsPage(page);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Market results' });
  }

  /** Narrows the market results to one event (its markets' rows). */
  async search(eventName: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search results' }).fill(eventName);
  }

  /**
   * The row of a market, found by its action buttons ("Bets and voids: Match Odds (A v B)"): a cell of
   * that text alone could be another row's family ("Match Odds" is a family too).
   */
  row(marketName: string): Locator {
    const named = new RegExp(`: ${marketName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: named }) });
  }

  /** A row action's button: its name says the action, the market and its event. */
  action(action: string, market: { marketName: string; eventName: string }): Locator {
    return this.page.getByRole('button', { name: `${action}: ${market.marketName} (${market.eventName})`, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Chooses the winner in the result dialog and submits it with the dialog's button. */
  async enterWinner(dialog: Locator, winner: string, button: 'Save result' | 'Verify'): Promise<void> {
    await dialog.getByRole('radio', { name: winner, exact: true }).check();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Opens a punter's account statement from the bets drawer; `line`: waits for it first (the exchange's fresh answer). */
  async statement(drawer: Locator, punter: string, line?: string): Promise<{ modal: Locator; balance: string }> {
    await drawer.getByRole('button', { name: `Account statement of ${punter}` }).first().click();
    const modal = this.dialog(`Account statement: ${punter}`);
    if (line) await modal.getByText(line).first().waitFor();
    const balance = modal.getByText(/^Balance /);
    await balance.waitFor();
    return { modal, balance: await balance.innerText() };
  }
}
