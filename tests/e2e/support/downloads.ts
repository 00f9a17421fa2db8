import type { Download, Page } from 'playwright-core';

/**
 * The file the browser saves after `act` (the clicks that start a download). The wait starts before the
 * clicks, so a fast download is not missed; if a click itself cannot happen (a button covered or disabled),
 * its own error is what the test reports, not a missing download.
 */
export async function downloadAfter(page: Page, act: () => Promise<unknown>): Promise<Download> {
  const download = page.waitForEvent('download');
  // Handled here so a download wait that times out while a click is still retrying is not an unhandled rejection.
  download.catch(() => undefined);
  await act();
  return download;
}
