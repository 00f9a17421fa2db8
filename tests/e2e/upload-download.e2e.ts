import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExchangeManagementPage } from './pages/exchange-management-page';
import { accounts } from './support/accounts';
import type { PageGlobals } from './support/page-globals';
import { useConsole } from './support/use-console';

const c = useConsole();

/** Two markets of the seed, read through the console's bridge like the screens do. */
const twoMarkets = () =>
  c.page.evaluate(async () => {
    const markets = await (globalThis as unknown as PageGlobals).exchange.markets.list({ length: 2 });
    if (!markets.ok) throw new Error('bridge call failed');
    return markets.data.data.map((m) => m._id);
  });

describe('uploads and downloads through the bridge', () => {
  it('imports bet limits from a CSV (preview with row errors, then confirm) and finds them in the exported CSV', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    const em = new ExchangeManagementPage(c.page);
    await em.open();
    await em.tab('Limits & delays');
    const [first, second] = await twoMarkets();
    const csv = [
      'level,targetId,minStake,maxStake,maxProfit,maxLiability',
      `market,${first},11,777,3333,9999`,
      `market,${second},12,888,4444,8888`,
      `market,${second},50,10,1,1`,
    ].join('\n');

    const dialog = await em.previewLimitImport(csv);
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('2 rows can be imported; 1 has errors and will be skipped.');
    await dialog.getByText('Maximum stake must not be less than the minimum stake.').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 limits', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await em.toast('2 bet limits imported.').waitFor();

    const download = await em.export('Export CSV', c.page.getByRole('region', { name: 'Bet limits' }));
    expect(download.suggestedFilename()).toMatch(/^bet-limits-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('level,targetId,targetName,minStake,maxStake,maxProfit,maxLiability');
    expect(lines.find((line) => line.startsWith(`market,${first},`))).toMatch(/,11,777,3333,9999$/);
    expect(lines.find((line) => line.startsWith(`market,${second},`))).toMatch(/,12,888,4444,8888$/);
  });
});
