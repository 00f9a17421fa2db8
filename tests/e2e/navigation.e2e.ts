import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { clicksReachThePage, pickUpByKeyboard } from './support/drag-and-drop';
import type { PageGlobals } from './support/page-globals';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

const openNavigation = async (userName: string, password: string) => {
  await c.loginPage.loginToDashboard(userName, password);
  await c.page.getByRole('main').getByRole('link', { name: 'Market Management', exact: true }).click();
  await c.page.getByRole('main').getByRole('link', { name: 'Navigation', exact: true }).click();
  await waitForRoute(c.page, '/dashboard/navigation');
};

const savedSportOrder = () =>
  c.page.evaluate(async () => {
    const result = await (globalThis as unknown as PageGlobals).exchange.navigation.sports({});
    return result.ok ? result.data.map((s) => s.name) : [];
  });

const shownOrder = (list: string) => c.page.getByRole('list', { name: list }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

describe('Navigation', () => {
  it('reorders sports by keyboard and by drag and drop, and saves the order as sequences', async () => {
    await openNavigation('admin', accounts(c.host).admin.password);
    await c.page.getByRole('tab', { name: 'Sport navigation' }).click();
    await expect.poll(() => shownOrder('Sport navigation')).toEqual(['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Virtual Sports']);

    // Keyboard: focus the handle, Space to pick up, arrow to move, Space to drop.
    // Each step waits for the screen-reader announcement (the live region keeps the latest), as a user waits to hear it.
    await pickUpByKeyboard(c.page, 'Drag Horse Racing', 'Horse Racing is over position 4 of 5.');
    await c.page.keyboard.press('ArrowUp');
    await c.page.getByText('Horse Racing is over position 3 of 5.').waitFor({ state: 'attached' });
    await c.page.keyboard.press('Space');
    await c.page.getByText('Horse Racing dropped at position 3 of 5.').waitFor({ state: 'attached' });
    await expect.poll(() => shownOrder('Sport navigation')).toEqual(['Cricket', 'Football', 'Horse Racing', 'Tennis', 'Virtual Sports']);

    // Mouse: drag Cricket's handle below Horse Racing. The rows slide to their new places after the keyboard
    // drop; hovering waits until a row stands still, so the boxes are where the rows end up.
    const horseRacing = c.page.getByRole('listitem', { name: 'Horse Racing' });
    const cricketHandle = c.page.getByRole('button', { name: 'Drag Cricket' });
    await horseRacing.hover();
    const to = await horseRacing.boundingBox();
    await cricketHandle.hover();
    const from = await cricketHandle.boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await c.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await c.page.mouse.down();
    await c.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    // The dragged row's centre onto Horse Racing's centre: dnd-kit's closest-centre rule then picks it for certain.
    await c.page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 10 });
    await c.page.getByText('Cricket is over position 3 of 5.').waitFor({ state: 'attached' });
    await c.page.mouse.up();
    await c.page.getByText('Cricket dropped at position 3 of 5.').waitFor({ state: 'attached' });
    await expect.poll(() => shownOrder('Sport navigation')).toEqual(['Football', 'Horse Racing', 'Cricket', 'Tennis', 'Virtual Sports']);
    await expect.poll(() => clicksReachThePage(c.page)).toBe(true);

    // The move buttons too; nothing is saved until Save changes.
    await c.page.getByRole('button', { name: 'Move Tennis up' }).click();
    await expect.poll(() => shownOrder('Sport navigation')).toEqual(['Football', 'Horse Racing', 'Tennis', 'Cricket', 'Virtual Sports']);
    expect(await savedSportOrder()).toEqual(['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Virtual Sports']);
    await c.page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(savedSportOrder).toEqual(['Football', 'Horse Racing', 'Tennis', 'Cricket', 'Virtual Sports']);
  });

  it('shows only the lists the user holds the flag of', async () => {
    const { trader } = accounts(c.host);
    await openNavigation(trader.userName, trader.password);
    await expect.poll(() => c.page.getByRole('tab').allInnerTexts()).toEqual(['Exchange navigation', 'Sport navigation', 'Popular sports', 'Quick links', 'Most popular bets', 'Market navigation']);
  });
});
