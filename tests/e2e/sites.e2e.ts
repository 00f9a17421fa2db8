import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_OTP_SECRET } from '../../src/demo-exchange/accounts';
import { totp } from '../../src/demo-exchange/auth/totp';
import { SitesPage } from './pages/sites-page';
import { accounts } from './support/accounts';
import { fieldLabel } from './support/labels';
import type { PageGlobals } from './support/page-globals';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

// No simulated punters: the site's users get no open bets while the test moves their money.
const c = useConsole({ DEMO_BET_RATE: '0' });

const loginAsAdmin = () => c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);

/** What the white-label node simulator received, asked of it directly at the address main calls. */
const sitesOnNode = async (): Promise<string[]> => {
  const listed = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.upstreamSettings.list(undefined));
  const node = (listed as { data: Array<{ upstream: string; baseUrl: string }> }).data.find((u) => u.upstream === 'whiteLabelNode');
  const answer = (await (await fetch(`${node?.baseUrl}/sites`)).json()) as { sites: Array<{ name: string }> };
  return answer.sites.map((site) => site.name);
};

describe('Sites', () => {
  it('creates a white label (provisioned on the node), clones it, locks all its children and transfers their balances with a backup', async () => {
    await loginAsAdmin();
    const sites = await SitesPage.open(c.page);
    await c.page.getByRole('button', { name: 'Add white label' }).click();
    await sites.fillSite(sites.dialog('Add white label'), 'E2E Site', 'e2e-site.example');
    await sites.search('white labels', 'E2E Site');
    await expect.poll(() => sites.row('White label list', 'E2E Site').getByText('Active').count()).toBe(1);
    await expect.poll(sitesOnNode).toEqual(['E2E Site']);

    // Clone: the diff says what is copied and what is not, before anything is made.
    await c.page.getByRole('button', { name: 'Clone E2E Site', exact: true }).click();
    const clone = sites.dialog('Clone E2E Site');
    const diff = clone.getByRole('table', { name: 'What the clone copies' });
    await diff.getByRole('row').filter({ hasText: 'Menus' }).getByText('Copied').waitFor();
    await diff.getByRole('row').filter({ hasText: 'Users and balances' }).getByText('Users and their money stay with the source.').waitFor();
    await sites.fillSite(clone, 'E2E Copy', 'e2e-copy.example');
    await sites.search('white labels', 'E2E Copy');
    await expect.poll(() => sites.row('White label list', 'E2E Copy').getByText('Active').count()).toBe(1);
    await expect.poll(sitesOnNode).toEqual(['E2E Site', 'E2E Copy']);

    // The site gets users: agent ag050 and its 100 punters.
    const drawer = await sites.openSite('E2E Site');
    await sites.field(drawer, 'Agent and downline').fill('ag050');
    await drawer.getByRole('button', { name: 'Put under this site' }).click();
    const figures = drawer.getByLabel('Child balance info');
    // May bet counts the 100 punters: the agent may not bet (the Users tab's May bet).
    await expect.poll(() => figures.innerText()).toMatch(/Users\s+101\s+May bet\s+100/);

    // Lock all children: the dialog gives the count it locks, May bet's (the agent never bets); the name must be typed.
    await drawer.getByRole('button', { name: 'Lock all children…' }).click();
    const lock = await sites.confirmTyped('Lock all children of E2E Site', 'E2E Site', 'Lock 100 users', async (dialog) => {
      await dialog.getByText(/100 users of E2E Site will be locked from betting/).waitFor();
      await sites.field(dialog, 'Reason').fill('Closing the site');
    });
    await lock.waitFor({ state: 'hidden' });
    await expect.poll(() => figures.innerText()).toMatch(/May bet\s+0\s+Betting locked\s+100/);
    await drawer.getByRole('tab', { name: 'Users', exact: true }).click();
    const users = drawer.getByRole('table', { name: 'Users of the white label' });
    await users.getByRole('row').filter({ hasText: 'punter' }).first().waitFor();
    const shown = await users.getByRole('row').filter({ hasText: 'Locked from betting' }).count();
    expect(shown).toBeGreaterThan(0);
    expect(await users.getByRole('row').filter({ hasText: 'Yes' }).count()).toBe(0);

    // Transfer and backup: the backup is written first and can be downloaded; the money moves up.
    await drawer.getByRole('tab', { name: 'Users and money' }).click();
    await drawer.getByRole('button', { name: 'Transfer and back up…' }).click();
    const transfer = await sites.confirmTyped('Transfer and back up E2E Site', 'E2E Site', /^Back up, then move ₹/, async (dialog) => {
      await dialog.getByText(/First a backup of 101 users/).waitFor();
    });
    await transfer.waitFor({ state: 'hidden' });
    await drawer.getByText('Backed up, then moved').waitFor();
    // The 100 punters, and their agent too once the casino's rounds have booked its share of their results.
    await drawer.getByText(/Moved ₹[\d,.]+ from 10[01] users to sa05/).waitFor();
    const backup = await sites.download(drawer.getByRole('button', { name: 'Download backup' }));
    expect(backup.suggestedFilename()).toMatch(/^backup-e2e-site-.*\.csv$/);
    const csv = await readFile(await backup.path(), 'utf8');
    expect(csv).toContain('White label,E2E Site');
    expect(csv.split('\r\n').filter((line) => line.startsWith('punter'))).toHaveLength(100);
    await expect.poll(() => figures.innerText()).toMatch(/Child balance\s+₹0\.00/);
  });

  it('adds a domain, which turns active once its record is published and verified', async () => {
    await loginAsAdmin();
    const sites = await SitesPage.open(c.page, 'Domains');
    await c.page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = sites.dialog('Add domain');
    await sites.field(dialog, 'Domain').fill('play.pilot-e2e.example');
    await sites.field(dialog, 'White label').click();
    await c.page.getByRole('option', { name: 'Pilot Site' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await sites.search('domains', 'pilot-e2e');
    const row = sites.row('Domain list', 'play.pilot-e2e.example');
    await row.getByText('Pending').waitFor();
    await row.getByText('_exchange-verify.play.pilot-e2e.example TXT exchange-verify=', { exact: false }).waitFor();
    await c.page.getByRole('button', { name: 'Verify play.pilot-e2e.example' }).click();
    await row.getByText(/No TXT record _exchange-verify\.play\.pilot-e2e\.example was found/).waitFor();
    await c.page.getByRole('button', { name: 'Publish record for play.pilot-e2e.example' }).click();
    await c.page.getByText(/Published _exchange-verify\.play\.pilot-e2e\.example in production/).waitFor();
    await c.page.getByRole('button', { name: 'Verify play.pilot-e2e.example' }).click();
    await row.getByText('Active').waitFor();
    await row.getByText(/^Verified /).waitFor();
  });

  it('logs in with an OTP account: the code step, a wrong code, the way back, then the right code', async () => {
    await c.loginPage.login('otp', 'trader123');
    const code = c.page.getByLabel(fieldLabel('Authentication code'));
    await code.waitFor();
    await c.page.getByRole('button', { name: 'Back to login' }).click();
    await c.loginPage.username.waitFor();
    await c.loginPage.login('otp', 'trader123');
    const now = () => totp(DEMO_OTP_SECRET, Math.floor(Date.now() / 1000));
    await code.fill(now() === '000000' ? '111111' : '000000');
    await c.page.getByRole('button', { name: 'Verify' }).click();
    await c.page.getByText('That code is not right. Check your authenticator app and try again.').waitFor();
    await code.fill(now());
    await c.page.getByRole('button', { name: 'Verify' }).click();
    await waitForRoute(c.page, '/dashboard');
    await c.page.getByRole('main').getByRole('link', { name: 'Sites', exact: true }).waitFor();
  });

  it('changes a project\u2019s status across three exchanges and shows the one that refused', async () => {
    await loginAsAdmin();
    const sites = await SitesPage.open(c.page, 'Exchanges and projects');
    await c.page.getByRole('button', { name: 'Change status of Cricket Season 2026' }).click();
    const dialog = sites.dialog('Change the status of Cricket Season 2026');
    await dialog.getByRole('button', { name: 'Change status on 3 exchanges' }).click();
    await dialog.getByText('Applied on 2 of 3 exchanges; 1 refused. The others keep the new status.').waitFor();
    const outcomes = dialog.getByRole('table', { name: 'Result per exchange' });
    await outcomes.getByRole('row').filter({ hasText: 'London Exchange' }).getByText('Refused').waitFor();
    await outcomes.getByRole('row').filter({ hasText: 'London Exchange' }).getByText('The exchange is under maintenance: it takes no project status changes.').waitFor();
    expect(await outcomes.getByRole('row').filter({ hasText: 'Applied' }).count()).toBe(2);
    await dialog.locator('button', { hasText: 'Close' }).click();
    await sites.row('Project list', 'Cricket Season 2026').getByText(/Dubai Exchange: Live .* London Exchange: Paused .* Mumbai Exchange: Live/).waitFor();
  });
});
