import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('the exchange-side desks and ball running', () => {
  it('puts the event’s fancy markets into ball running from the fancy desk, and back after the ball', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/fancy');
    const desk = c.page.getByRole('table', { name: 'Fancy desk' });
    const firstRow = desk.getByRole('row').nth(1);
    await firstRow.waitFor();
    const market = (await firstRow.getByRole('textbox').first().getAttribute('aria-label'))?.replace(/^NO line of /, '') ?? '';
    const resume = firstRow.getByRole('button', { name: `Resume ${market}` });
    if (await resume.isVisible()) await resume.click();
    await firstRow.getByRole('button', { name: `Suspend ${market}` }).waitFor();
    await firstRow.getByText('Open', { exact: true }).waitFor();

    // B as the bowler runs in: ball running, shown once the exchange has confirmed it.
    const panel = c.page.getByRole('region', { name: 'Ball-by-ball' });
    await panel.focus();
    await c.page.keyboard.press('b');
    await panel.getByText('Ball running', { exact: true }).waitFor();
    await firstRow.getByText('Ball running', { exact: true }).waitFor();
    await c.page.screenshot({ path: '/tmp/desks-ex-ball-running.png' });

    // A four, then Enter: recorded, the markets open again.
    await c.page.keyboard.press('4');
    await panel.getByText('This ball: 4 runs').waitFor();
    await c.page.keyboard.press('Enter');
    await expect.poll(() => c.page.getByTestId('score').innerText()).toBe('4/0 (0.1 ov)');
    await firstRow.getByText('Open', { exact: true }).waitFor();
    await panel.getByRole('group', { name: 'Recent balls' }).getByText('4', { exact: true }).waitFor();
    await firstRow.getByLabel(`Fair value of ${market}`).waitFor();
  });

  it('changes a lottery market’s limit by keyboard, refusing a maximum below the minimum on its field', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/add-market');
    await c.page.getByRole('tab', { name: 'Lottery', exact: true }).click();
    const form = c.page.getByRole('form', { name: 'Lottery market limit' });
    const maxStake = form.getByRole('textbox', { name: 'Maximum stake' });
    await maxStake.waitFor();
    await c.page.getByRole('region', { name: 'Ratings' }).waitFor();
    await c.page.screenshot({ path: '/tmp/desks-ex-lottery.png' });

    await maxStake.focus();
    await c.page.keyboard.press('Control+A');
    await c.page.keyboard.type('1');
    await c.page.keyboard.press('Enter');
    await form.getByText('Maximum stake must not be less than the minimum stake.').waitFor();
    await c.page.keyboard.press('Escape');

    await maxStake.focus();
    await c.page.keyboard.press('Control+A');
    await c.page.keyboard.type('4500');
    await c.page.keyboard.press('Enter');
    await form.getByText('this market’s own limit', { exact: false }).waitFor();
    await expect.poll(() => maxStake.inputValue()).toMatch(/^4,?500$/);
  });

  it('creates a race and its win market with runners, and shows the virtual schedule', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/add-market');
    await c.page.getByRole('tab', { name: 'Racing', exact: true }).click();
    const race = c.page.getByRole('form', { name: 'Race' });
    await race.getByRole('textbox', { name: 'Course' }).fill('Kempton');
    await race.getByRole('textbox', { name: 'Race name' }).fill('19:10 Kempton Novice');
    await race.getByRole('button', { name: 'Create race' }).click();
    // The market form opens for the new race once the exchange confirms it (as the trader sees from the toast).
    await c.page.getByText('Race 19:10 Kempton Novice created.').waitFor();
    const market = c.page.getByRole('form', { name: 'Race market' });
    await market.getByRole('textbox', { name: 'Runners' }).fill('Copper Comet\nSilent Partner\nMidnight Lark');
    await market.getByRole('button', { name: 'Create market' }).click();
    const card = c.page.getByRole('table', { name: 'Race card' });
    await card.getByText('Midnight Lark', { exact: true }).waitFor();
    await c.page.screenshot({ path: '/tmp/desks-ex-racing.png', fullPage: true });

    await c.page.getByRole('tab', { name: 'Virtual', exact: true }).click();
    const schedule = c.page.getByRole('table', { name: 'Virtual schedule' });
    await schedule.getByRole('row').nth(6).waitFor();
    await c.page.getByRole('region', { name: 'Race data' }).waitFor();
    await c.page.screenshot({ path: '/tmp/desks-ex-virtual.png' });
  });
});
