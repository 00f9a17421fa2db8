import { describe, it } from 'vitest';
import { accounts } from './support/accounts';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('the racing desk', () => {
  it('withdraws a non-runner at its price, shows its Rule 4 deduction before and after confirming', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/add-market');
    await c.page.getByRole('tab', { name: 'Racing', exact: true }).click();
    const card = c.page.getByRole('table', { name: 'Race card' });
    await card.getByRole('row').nth(1).waitFor();
    const runner = (await card.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    await card.getByRole('textbox', { name: `Price of ${runner}` }).fill('2.5');
    await card.getByRole('button', { name: `Withdraw ${runner}` }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Withdraw a non-runner' });
    await dialog.getByText(`Withdraw ${runner} at 2.50: a Rule 4 deduction of 30p`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await card.getByRole('row').nth(1).getByText('Non-runner: 30p').waitFor();
    await c.page.getByText('Rule 4 on this race: 30p', { exact: false }).waitFor();
  });
});
