import type { Locator, Page } from 'playwright-core';

/** The one search (Ctrl+K): its dialog, its box and its grouped results. */
export class SearchPalette {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search the console' });
  }

  get box(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Search' });
  }

  /** A group of results by its heading ("Markets", "Screens"). */
  group(name: string): Locator {
    return this.dialog.getByRole('group', { name, exact: true });
  }

  get options(): Locator {
    return this.dialog.getByRole('option');
  }

  /** Opens with the keyboard, as a user would. */
  async openWithKeyboard(): Promise<void> {
    // The shell (header or monitor bar) that listens for the key is drawn: its search button says the key.
    await this.page.locator('[aria-keyshortcuts]').first().waitFor();
    await this.page.keyboard.press('Control+K');
    await this.box.waitFor();
  }
}
