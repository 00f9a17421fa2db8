import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { gotoRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('Risk', () => {
  it('finds a punter, shows the chain to the house, locks it from betting with a reason, and lists its bets', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await c.page.getByRole('link', { name: 'Risk', exact: true }).click();
    await waitForRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Betting accounts', exact: true }).click();
    await c.page.getByRole('textbox', { name: 'Search betting accounts' }).fill('punter0007');
    await c.page.getByRole('button', { name: 'Open punter0007', exact: true }).click();
    const drawer = c.page.getByRole('dialog', { name: 'Punter punter0007' });
    await expect.poll(() => drawer.getByLabel('Chain to the house').innerText()).toMatch(/^punter0007 → ag\d+ \(\d+ %\) → sa\d+ \(\d+ %\) → house \(\d+ %\)$/);
    await drawer.getByRole('textbox', { name: 'Status' }).click();
    await c.page.getByRole('option', { name: 'Locked from betting', exact: true }).click();
    await drawer.getByRole('button', { name: 'Change status' }).isDisabled();
    await drawer.getByRole('textbox', { name: 'Reason' }).fill('Chasing losses');
    await drawer.getByRole('button', { name: 'Change status' }).click();
    await c.page.getByText('punter0007 is now locked from betting.').waitFor();
    await drawer.getByText('History', { exact: true }).click();
    await drawer.getByRole('table', { name: "Punter's bets" }).waitFor();
    await c.page.keyboard.press('Escape');
    await c.page.getByRole('table', { name: 'Betting accounts' }).getByText('Locked from betting (Chasing losses)').waitFor();
  });

  it('records a punter query, answers it from the queue and finds it answered', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Punter queries', exact: true }).click();
    await c.page.getByRole('button', { name: 'Record a query' }).click();
    const form = c.page.getByRole('dialog', { name: 'Record a punter query' });
    await form.getByRole('textbox', { name: 'Punter user name' }).fill('punter0009');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Deposit not credited');
    await form.getByRole('textbox', { name: 'Query' }).fill('I sent money this morning and do not see it.');
    await form.getByRole('button', { name: 'Record query' }).click();
    await c.page.getByText('Query recorded.').waitFor();
    await c.page.getByRole('button', { name: 'Open the query Deposit not credited' }).click();
    const drawer = c.page.getByRole('dialog', { name: 'Query: Deposit not credited' });
    await drawer.getByRole('textbox', { name: 'Answer' }).fill('Credited at 10:02, see your statement.');
    await drawer.getByRole('button', { name: 'Send answer' }).click();
    await c.page.getByText('Query answered.').waitFor();
    await c.page.getByRole('textbox', { name: 'Query status' }).click();
    await c.page.getByRole('option', { name: 'Answered', exact: true }).click();
    await c.page.getByRole('table', { name: 'Punter queries' }).getByText('Deposit not credited').waitFor();
    await c.page.screenshot({ path: '/tmp/risk-queries.png' });
  });

  it('is Access Denied to a trader without resolveQuery', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    expect(await c.page.getByRole('link', { name: 'Risk', exact: true }).count()).toBe(0);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
