import type { Locator, Page } from 'playwright-core';

/** A monitor (in its own window or shown in the hub): feed badge, filters, grid rows, channel. */
export class MonitorPage {
  constructor(readonly page: Page) {}

  get grid(): Locator {
    return this.page.getByRole('grid');
  }

  /** The feed badge carries its health in data-health (live, reconnecting, …). */
  health(state: 'live' | 'reconnecting' | 'connecting' | 'stopped'): Locator {
    return this.page.locator(`[data-health="${state}"]`);
  }

  async waitUntilLive(timeout?: number): Promise<void> {
    await this.health('live').waitFor(timeout === undefined ? {} : { timeout });
  }

  /** A market monitor row, by event and market name. */
  marketRow(eventName: string, marketName: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: eventName }).filter({ hasText: `${marketName} ·` });
  }

  async marketStatus(eventName: string, marketName: string): Promise<string | null> {
    return this.marketRow(eventName, marketName).locator('[data-status]').getAttribute('data-status');
  }

  /** The newest `ts` (when a value left the exchange) among the values on screen. */
  async newestValueTs(): Promise<number> {
    const stamps = await this.grid.locator('[data-ts]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-ts'))));
    return Math.max(0, ...stamps.filter(Number.isFinite));
  }

  /** The channel picker (a combobox input: its value is the channel's name). */
  get linkChannel(): Locator {
    return this.page.getByRole('textbox', { name: 'Link channel' });
  }

  /**
   * Chromium gives a tab that is not in front about one frame a second, and every click waits for frames:
   * a user acts on the window in front, and so do the tests.
   */
  async toFront(): Promise<void> {
    await this.page.bringToFront();
  }

  async setChannel(label: 'Red' | 'Green' | 'Blue' | 'Yellow' | 'Not linked'): Promise<void> {
    await this.toFront();
    await this.linkChannel.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** The value shown by one of the scope filters (Sport, Competition, Event, Family). */
  filter(label: 'Sport' | 'Competition' | 'Event' | 'Family'): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /**
   * Keyboard only: into the grid, to row `index` (0 = first), and Enter, which links that row's event to
   * the windows of this window's channel. Returns the event's name.
   */
  async linkEventOfRow(index: number): Promise<string> {
    await this.toFront();
    await this.grid.focus();
    await this.page.keyboard.press('Home');
    for (let i = 0; i < index; i++) await this.page.keyboard.press('ArrowDown');
    const activeId = await this.grid.getAttribute('aria-activedescendant');
    const eventName = (await this.page.locator(`[id="${activeId}"] [role="gridcell"]`).first().locator('span').first().textContent()) ?? '';
    await this.page.keyboard.press('Enter');
    return eventName;
  }

  /** The ticker's count line: "N received · sequence complete" or "· M missing". */
  get tickerCount(): Locator {
    return this.page.getByTestId('ticker-count');
  }

  /** Closes the monitor for good (its window's Close button): it is not reopened with the workspace. */
  async close(): Promise<void> {
    await this.toFront();
    const title = (await this.page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const closed = this.page.waitForEvent('close');
    await this.page.getByRole('button', { name: `Close ${title}`, exact: true }).click();
    await closed;
  }

  get lockHeading(): Locator {
    return this.page.getByRole('heading', { name: /is locked$/ });
  }
}
