import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../src/demo-exchange/testing/png';
import { accounts } from './support/accounts';
import { pickUpByKeyboard } from './support/drag-and-drop';
import { DemoApi } from './support/demo-api';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

async function openGraphics(page: Page, tab: string): Promise<void> {
  await gotoRoute(page, '/dashboard/graphic-management');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

const bannerOrder = (page: Page) => page.getByRole('list', { name: 'Banner order' }).getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

async function addBanner(page: Page, title: string, colour: [number, number, number]): Promise<void> {
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.locator('input[type="file"]').setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: Buffer.from(solidPng(1200, 300, colour)) });
  await dialog.getByRole('img', { name: 'The chosen image' }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('listitem', { name: title }).waitFor();
}

describe('Graphics Management', () => {
  it('uploads three banners, reorders them by keyboard, schedules one, and shows the live ones in the site preview', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await openGraphics(c.page, 'Banners');
    await addBanner(c.page, 'Diwali Cashback', [200, 60, 30]);
    await addBanner(c.page, 'IPL Specials', [30, 120, 200]);
    await addBanner(c.page, 'Casino Nights', [40, 160, 60]);
    expect(await bannerOrder(c.page)).toEqual(['Diwali Cashback', 'IPL Specials', 'Casino Nights']);

    // A text file named like an image is refused, with the reason on the image field.
    await c.page.getByRole('button', { name: 'Add banner' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Add banner' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Not a picture');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
    await dialog.getByText('fake.png: Image: not a PNG, JPEG, GIF or WebP image (the file’s content was checked, not its name).').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await c.page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Keyboard: Casino Nights to the top, then save the order.
    await pickUpByKeyboard(c.page, 'Drag Casino Nights', 'Casino Nights is over position 3 of 3.');
    await c.page.keyboard.press('ArrowUp');
    await c.page.getByText('Casino Nights is over position 2 of 3.').waitFor({ state: 'attached' });
    await c.page.keyboard.press('ArrowUp');
    await c.page.getByText('Casino Nights is over position 1 of 3.').waitFor({ state: 'attached' });
    await c.page.keyboard.press('Space');
    await c.page.getByRole('button', { name: 'Save order' }).click();
    await c.page.getByRole('button', { name: 'Save order' }).waitFor({ state: 'hidden' });
    await c.page.reload();
    await c.page.getByRole('tab', { name: 'Banners', exact: true }).click();
    await expect.poll(() => bannerOrder(c.page)).toEqual(['Casino Nights', 'Diwali Cashback', 'IPL Specials']);

    // Schedule Diwali Cashback for next year, then publish all three: two are live, Diwali is scheduled.
    await c.page.getByRole('listitem', { name: 'Diwali Cashback' }).getByRole('button', { name: 'Edit' }).click();
    const edit = c.page.getByRole('dialog', { name: 'Edit banner' });
    await edit.getByLabel('Start').fill(`${new Date().getFullYear() + 1}-10-20T09:00`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    for (const title of ['Casino Nights', 'Diwali Cashback', 'IPL Specials']) await c.page.getByRole('button', { name: `Publish ${title}` }).click();
    await c.page.getByRole('listitem', { name: 'Diwali Cashback' }).getByText('Scheduled').waitFor();
    const strip = c.page.getByTestId('banner-strip');
    await expect.poll(() => strip.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(['Casino Nights on the site', 'IPL Specials on the site']);
    await c.page.getByRole('region', { name: 'Site preview' }).getByText('Mobile', { exact: true }).click();
    await expect.poll(async () => (await strip.boundingBox())?.width).toBe(360);
  });

  it('publishes a news item and shows it published in the list, rendered without markup', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await openGraphics(c.page, 'News, tips and previews');
    const editor = c.page.getByRole('region', { name: 'Article editor' });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Toss: CSK bowl first');
    await editor.getByRole('textbox', { name: 'Text' }).fill('**Dhoni** wins the toss <script>alert(1)</script>\n\n- Dry pitch');
    await editor.getByRole('region', { name: 'Live preview' }).getByText('Dhoni', { exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    const row = c.page.getByRole('table', { name: 'Article list' }).getByRole('row').filter({ hasText: 'Toss: CSK bowl first' });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: 'Publish Toss: CSK bowl first' }).click();
    await row.getByText('Published').waitFor();
  });

  it('does not let a graphic trader delete a banner: no button, and the exchange refuses', async () => {
    const admin = new DemoApi(c.host.demoOrigin);
    await admin.login('admin', accounts(c.host).admin.password);
    const created = await admin.post('/add-trader', { name: 'Graphic Trader', userName: 'gfx-trader', password: 'secret123', role: 'TRADER' });
    const traderId = (created.data as { id: string }).id;
    await admin.post('/change-trader-permission', { traderId, permission: { graphicsManagement: true, graphicTrader: true } });
    const banners = (await admin.post('/banner/list', {})).data as Array<{ _id: string; title: string }>;
    await c.loginPage.loginToDashboard('gfx-trader', 'secret123');
    await openGraphics(c.page, 'Banners');
    await c.page.getByRole('listitem', { name: banners[0]?.title ?? '' }).waitFor();
    expect(await c.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await c.page.getByRole('button', { name: 'Add banner' }).count()).toBe(1);
    const answer = await c.page.evaluate(async (id) => (globalThis as unknown as PageGlobals).exchange.content.deleteBanner({ _id: id }), banners[0]?._id ?? '');
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
