import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { escapeRegExp, fieldLabel } from './support/labels';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

async function loginAdmin(): Promise<void> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
}

async function openStreaming(page: Page, tab: string): Promise<void> {
  await gotoRoute(page, '/dashboard/streaming-management');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** A window of the same console (a browser tab of the same launch) at `path`. */
async function otherWindow(path: string): Promise<Page> {
  const page = await c.context.newPage();
  await page.goto(new URL(path, c.page.url()).toString());
  return page;
}

type VideoGlobals = PageGlobals & { document: { querySelectorAll(s: string): ArrayLike<{ currentTime: number }> } };
const furthestVideoTime = (page: Page) =>
  page.evaluate(() => Math.max(0, ...Array.from((globalThis as unknown as VideoGlobals).document.querySelectorAll('video'), (v) => v.currentTime)));

describe('Streaming Management and the video walls', () => {
  it('saves a stream for an event after the console has checked its URL', async () => {
    await loginAdmin();
    await openStreaming(c.page, 'Streams');
    await c.page.getByRole('button', { name: 'Add stream' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Add stream' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E camera');
    await dialog.getByRole('textbox', { name: 'URL' }).fill(`${c.host.demoOrigin}/media/streams/bars/index.m3u8`);
    await dialog.getByRole('button', { name: 'Check stream' }).click();
    await dialog.getByText('Stream checked: playing').waitFor();
    await dialog.getByRole('textbox', { name: 'Event' }).fill('Arsenal');
    await c.page.getByRole('option', { name: 'Arsenal v Chelsea' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The demo has 34 streams already: find the new one by searching.
    await c.page.getByRole('textbox', { name: 'Search streams' }).fill('E2E camera');
    const row = c.page.getByRole('table', { name: 'Stream list' }).getByRole('row').filter({ hasText: 'E2E camera' });
    await expect.poll(() => row.getByText('Playing').count()).toBe(1);

    // A URL off the stream hosts is refused by the console before it fetches anything.
    await c.page.getByRole('button', { name: 'Add stream' }).click();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://streams.example.net/live/index.m3u8');
    await dialog.getByRole('button', { name: 'Check stream' }).click();
    await dialog.getByText('https://streams.example.net is not a configured stream host.').waitFor();
  });

  it('plays a wall of eight streams: frames advance in its tiles', async () => {
    await loginAdmin();
    const wall = await otherWindow('/monitor/wall/1');
    await wall.getByRole('heading', { name: 'Video Wall 1' }).waitFor();
    await expect.poll(() => wall.locator('video').count()).toBe(8);
    await expect.poll(() => furthestVideoTime(wall), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const later = await furthestVideoTime(wall);
    await expect.poll(() => furthestVideoTime(wall), { timeout: 15_000 }).not.toBe(later);
    await wall.getByRole('button', { name: /muted, press to focus with sound/ }).first().click();
    await wall.getByRole('button', { name: /playing with sound/ }).waitFor();
  });

  it('shows the studio stream of a casino table on the casino monitor, as its casino stream monitor says', async () => {
    await loginAdmin();
    // The demo gives two of the casino's tables a studio camera named after the table.
    const studio = await c.page.evaluate(async () => {
      const streams = await (globalThis as unknown as PageGlobals).exchange.streaming.streams({ start: 0, length: 100, kind: 'casino' });
      return streams.ok ? (streams.data.data.find((stream) => stream.name.endsWith(' studio'))?.name ?? '') : '';
    });
    const table = studio.replace(/ studio$/, '');
    expect(table).not.toBe('');
    await openStreaming(c.page, 'Casino streams');
    await c.page.getByRole('button', { name: 'Add casino stream monitor' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Add casino stream monitor' });
    // The Table field has the focus, its list open.
    await c.page.getByRole('option', { name: table, exact: true }).click();
    await dialog.getByLabel(fieldLabel('Stream')).click();
    await c.page.getByRole('option', { name: studio, exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Show round' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await c.page.getByText('Casino stream monitor saved.').waitFor();

    const monitor = await otherWindow('/monitor/casino/1');
    const card = monitor.getByRole('region', { name: table });
    // Autoplay (on by default), muted as Sound is off, with the table's current round as its caption.
    const tile = card.getByRole('button', { name: new RegExp(`^Video of ${escapeRegExp(table)} .*Round \\d+ · .*: muted, press to focus with sound$`) });
    await tile.waitFor({ timeout: 15_000 });
    await expect.poll(() => furthestVideoTime(monitor), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await tile.click();
    await card.getByRole('button', { name: /playing with sound/ }).waitFor();
  });

  it('plays the stream of a table for a casino monitor user who may watch casino streams, without Streaming Management', async () => {
    const admin = new DemoApi(c.host.demoOrigin);
    await admin.login('admin', accounts(c.host).admin.password);
    const listed = await admin.post('/event-stream/list', { start: 0, length: 100, kind: 'casino' });
    // The other studio table than the test above's: a table has one casino stream monitor at most.
    const studio = (listed.data as { data: Array<{ _id: string; name: string }> }).data.filter((stream) => stream.name.endsWith(' studio')).at(-1);
    const table = studio?.name.replace(/ studio$/, '') ?? '';
    expect((await admin.post('/casino-stream-monitor/save', { tableName: table, streamId: studio?._id, flags: { autoplay: true } })).status).toBe(200);
    const created = await admin.post('/add-trader', { name: 'Casino Eyes', userName: 'casino-eyes', password: 'secret123', role: 'TRADER' });
    const traderId = (created.data as { id: string }).id;
    await admin.post('/change-trader-permission', { traderId, permission: { casinoMonitor: true, videoMonitor: true, casinoStreaming: true } });

    await c.loginPage.loginToDashboard('casino-eyes', 'secret123');
    const monitor = await otherWindow('/monitor/casino/1');
    await monitor.getByRole('region', { name: table }).getByRole('button', { name: new RegExp(`^Video of ${escapeRegExp(table)} .*: muted, press to focus with sound$`) }).waitFor({ timeout: 15_000 });
    await expect.poll(() => furthestVideoTime(monitor), { timeout: 15_000 }).toBeGreaterThan(0.5);
  });

  it('does not open a wall to a user without its flag', async () => {
    const admin = new DemoApi(c.host.demoOrigin);
    await admin.login('admin', accounts(c.host).admin.password);
    const created = await admin.post('/add-trader', { name: 'Wall Two', userName: 'wall-two', password: 'secret123', role: 'TRADER' });
    const traderId = (created.data as { id: string }).id;
    await admin.post('/change-trader-permission', { traderId, permission: { casinoMonitor: true, videoMonitor: true, sportsStreaming: true, live9to16: true } });
    await c.loginPage.loginToDashboard('wall-two', 'secret123');
    const first = await otherWindow('/monitor/wall/1');
    await first.getByText('You do not have permission to open Video Wall 1: it needs the Live 1 to 8 permission.').waitFor();
    const second = await otherWindow('/monitor/wall/2');
    await second.getByRole('heading', { name: 'Video Wall 2' }).waitFor();
  });

  it('scores a run on the score desk and the other window sees the new score', async () => {
    await loginAdmin();
    await openStreaming(c.page, 'Score desk');
    await c.page.getByRole('textbox', { name: 'Match' }).click();
    await c.page.getByRole('option', { name: 'Chennai Super Kings v Mumbai Indians' }).click();
    const other = await otherWindow('/dashboard/streaming-management');
    await other.getByRole('tab', { name: 'Score desk', exact: true }).click();
    await other.getByRole('textbox', { name: 'Match' }).click();
    await other.getByRole('option', { name: 'Chennai Super Kings v Mumbai Indians' }).click();
    const summary = (page: Page) => page.getByTestId('score-summary').innerText();
    const before = await summary(other);
    expect(before).toMatch(/^CSK 0\/0 \(0\.0\) v MI$/);

    await c.page.bringToFront();
    await c.page.getByLabel(/^Scoring Chennai Super Kings v Mumbai Indians/).focus();
    await c.page.keyboard.press('4');
    await expect.poll(() => summary(c.page)).toBe('CSK 4/0 (0.1) v MI');
    await c.page.keyboard.press('d');
    await c.page.keyboard.press('1');
    await expect.poll(() => summary(c.page)).toBe('CSK 6/0 (0.1) v MI');
    await expect.poll(() => summary(other), { timeout: 10_000 }).toBe('CSK 6/0 (0.1) v MI');
  });
});
