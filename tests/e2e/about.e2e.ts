import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('About and diagnostics', () => {
  it('shows the version, the machine policy and the update state, and gives support a diagnostics text without a token', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await c.dashboard.openUserMenu(trader.userName);
    await c.page.getByRole('menuitem', { name: 'About and diagnostics', exact: true }).click();
    const dialog = c.page.getByRole('dialog', { name: 'About this console' });
    const facts = dialog.getByRole('table', { name: 'Console' });
    await facts.getByText(/\d+\.\d+\.\d+ \(browser host\)/).waitFor();
    await facts.getByText('None on this machine').waitFor();
    await facts.getByText('No update pending').waitFor();

    await dialog.getByRole('button', { name: 'Copy diagnostics', exact: true }).click();
    const text = dialog.getByRole('textbox', { name: 'Diagnostics' });
    await expect.poll(() => text.inputValue()).toContain('Exchange: embedded demo exchange');
    const diagnostics = await text.inputValue();
    expect(diagnostics).toContain(`User: ${trader.userName} (`);
    // Tokens are JSON web tokens: none may be in a text meant to be pasted into an e-mail.
    expect(diagnostics).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(diagnostics).not.toContain(trader.password);
  });
});
