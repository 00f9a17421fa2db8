import { describe, expect, it } from 'vitest';
import { UpstreamSettingsPage, SETTINGS_PATH } from './pages/upstream-settings-page';
import { accounts } from './support/accounts';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();
const TYPED_KEY = 'typed-in-key-5d1e9';

const pageText = () => c.page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.outerHTML);

describe('Settings (the third-party upstreams)', () => {
  it('opens from an admin user menu with each upstream, and the demo keys already set', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const settings = await UpstreamSettingsPage.openFromUserMenu(c.dashboard, admin.userName);
    for (const label of ['Game provider', 'White-label node', 'DNS provider', 'Geolocation']) await settings.section(label).waitFor();
    await settings.keyBadge('Game provider', 'Key set').waitFor();
    await settings.keyBadge('Geolocation', 'Key set').waitFor();
    expect(await settings.keyField('Game provider').getAttribute('type')).toBe('password');
    await c.page.getByText('Settings', { exact: true }).first().waitFor();
  });

  it('takes a key into main and never shows it again; Clear key says "No key"', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const settings = await UpstreamSettingsPage.openFromUserMenu(c.dashboard, admin.userName);
    await settings.keyField('Game provider').fill(TYPED_KEY);
    await settings.button('Game provider', 'Save key').click();
    await expect.poll(() => settings.keyField('Game provider').inputValue()).toBe('');
    await settings.keyBadge('Game provider', 'Key set').waitFor();
    expect(await pageText()).not.toContain(TYPED_KEY);
    // The provider refuses the typed key: the console says so, without the key, and stays logged in.
    const games = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.gameProvider.games(undefined));
    expect(games).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 401 } });
    expect(JSON.stringify(games)).not.toContain(TYPED_KEY);
    await settings.button('Game provider', 'Clear key').click();
    // A key is never shown again: clearing it asks first, naming the service.
    await c.page.getByRole('dialog', { name: 'Clear the Game provider key?' }).getByRole('button', { name: 'Clear key' }).click();
    await settings.keyBadge('Game provider', 'No key').waitFor();
    // Both changes are in this workstation's history, newest first, with who made them; never the key.
    const history = c.page.getByRole('table', { name: 'Recent changes to upstream settings' });
    await expect.poll(() => history.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^When\s+By\s+Upstream\s+Change$/),
      expect.stringMatching(new RegExp(`\\s${admin.userName}\\s+Game provider\\s+Key cleared$`)),
      expect.stringMatching(new RegExp(`\\s${admin.userName}\\s+Game provider\\s+Key set$`)),
    ]);
    expect(await pageText()).not.toContain(TYPED_KEY);
  });

  it('says what is wrong with a URL as it is typed, and asks before a new host clears the key', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const settings = await UpstreamSettingsPage.openFromUserMenu(c.dashboard, admin.userName);
    const section = settings.section('Game provider');
    // A key for the current host (the test before cleared the demo's).
    await settings.keyField('Game provider').fill(TYPED_KEY);
    await settings.button('Game provider', 'Save key').click();
    await settings.keyBadge('Game provider', 'Key set').waitFor();
    const url = section.getByRole('textbox', { name: /^Game provider base URL/ });
    await url.fill('games.example.com');
    await section.getByText('Base URL: must start with http:// or https://.', { exact: true }).waitFor();
    expect(await settings.button('Game provider', 'Save URL').isDisabled()).toBe(true);
    await url.fill('https://games-two.example.com');
    await settings.button('Game provider', 'Save URL').click();
    const asking = c.page.getByRole('dialog', { name: 'Move Game provider to another host?' });
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await asking.waitFor({ state: 'hidden' });
    await settings.keyBadge('Game provider', 'Key set').waitFor();
    await settings.button('Game provider', 'Save URL').click();
    await asking.getByRole('button', { name: 'Save and clear the key' }).click();
    await c.page.getByText('Game provider base URL saved. Its key was cleared: enter the key for the new address.').waitFor();
    await settings.keyBadge('Game provider', 'No key').waitFor();
    // Back to the simulator: its demo key comes back with it.
    await settings.button('Game provider', 'Use default').click();
    await c.page.getByText('Game provider uses its default address.').waitFor();
    await settings.keyBadge('Game provider', 'Key set').waitFor();
    expect(await url.inputValue()).not.toBe('https://games-two.example.com');
  });

  it('is not offered to a non-admin, its route is denied, and main refuses its calls', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await c.dashboard.openUserMenu(trader.userName);
    await c.page.getByRole('menuitem', { name: 'Change Password', exact: true }).waitFor();
    expect(await c.page.getByRole('menuitem', { name: 'Settings', exact: true }).count()).toBe(0);
    await c.page.keyboard.press('Escape');
    await gotoRoute(c.page, SETTINGS_PATH);
    await c.dashboard.accessDeniedHeading.waitFor();
    const listed = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.upstreamSettings.list(undefined));
    expect(listed).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
