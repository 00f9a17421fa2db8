import { describe, expect, it } from 'vitest';
import { ExchangeManagementPage } from './pages/exchange-management-page';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import type { PageGlobals } from './support/page-globals';
import { useConsole } from './support/use-console';

const c = useConsole();

const loginAs = async (userName: string, password: string) => {
  await c.loginPage.loginToDashboard(userName, password);
  const page = new ExchangeManagementPage(c.page);
  await page.open();
  return page;
};
/** A choice of a segmented control, by its visible text (its radio input is visually hidden). */
const segment = (name: string) => c.page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
const asAdmin = () => loginAs('admin', accounts(c.host).admin.password);

/** Builds a sport → competition → event → market by hand, through the forms, and leaves the market selected. */
async function buildByHand(em: ExchangeManagementPage, tag: string) {
  const names = { sport: `E2E Sport ${tag}`, competition: `E2E Cup ${tag}`, event: `Alpha ${tag} v Beta ${tag}` };
  await em.addButton('Sports').click();
  let dialog = em.dialog('Add sport');
  await em.field(dialog, 'Sport name').fill(names.sport);
  await em.save(dialog);
  await em.row('Sports', names.sport).and(c.page.locator('[aria-current="true"]')).waitFor();

  await em.addButton('Competitions').click();
  dialog = em.dialog('Add competition');
  await em.field(dialog, 'Competition name').fill(names.competition);
  await em.field(dialog, 'Country').fill('GB');
  await em.save(dialog);

  await em.addButton('Events').click();
  dialog = em.dialog('Add event');
  await em.field(dialog, 'Event name').fill(names.event);
  await em.save(dialog);

  await em.addButton('Markets').click();
  dialog = em.dialog('Add market');
  await em.field(dialog, 'Market type').click();
  await c.page.getByRole('option', { name: 'Match Odds (MATCH_ODDS)' }).click();
  // The usual runners of the type, from the event's name.
  await expect.poll(() => em.field(dialog, 'Selections').inputValue()).toBe(`Alpha ${tag}\nBeta ${tag}`);
  await em.save(dialog);
  await em.marketDetails.getByRole('heading', { name: 'Match Odds' }).waitFor();
  return names;
}

describe('Exchange Management: the catalogue', () => {
  it('builds a sport, competition, event and market by hand', async () => {
    const em = await asAdmin();
    const names = await buildByHand(em, 'A');
    await expect.poll(() => em.marketDetails.getByText('Taking bets').isVisible()).toBe(true);
    const selections = em.marketDetails.getByRole('table', { name: 'Selections' });
    for (const name of ['Alpha A', 'Beta A']) await selections.getByRole('row', { name: new RegExp(`^${name} Active`) }).waitFor();
    // Each parent counts what was added under it.
    await expect.poll(() => em.row('Sports', names.sport).innerText()).toContain('1');
    await expect.poll(() => em.row('Events', names.event).innerText()).toContain('1');
  });

  it('applies a competition limit to its market, and a market limit overrides it', async () => {
    const em = await asAdmin();
    const names = await buildByHand(em, 'B');
    await expect.poll(() => em.effectiveLimitSource.innerText()).toBe('From Default: all markets');

    await em.select('Competitions', names.competition);
    await em.setLevelLimit({ minStake: 10, maxStake: 5000, maxProfit: 50000, maxLiability: 20000 });
    await em.select('Events', names.event);
    await em.select('Markets', 'Match Odds');
    await expect.poll(() => em.effectiveLimitSource.innerText()).toBe(`From Competition: ${names.competition}`);
    await expect.poll(() => em.effectiveLimitValues.innerText()).toBe('Stake 10–5,000 · max profit 50,000 · max liability 20,000');

    await em.setLevelLimit({ minStake: 20, maxStake: 750, maxProfit: 7500, maxLiability: 3000 });
    await expect.poll(() => em.effectiveLimitSource.innerText()).toBe('From Market: Match Odds');
    await expect.poll(() => em.effectiveLimitValues.innerText()).toBe('Stake 20–750 · max profit 7,500 · max liability 3,000');
  });

  it('hides a switched-off sport’s events from the active lists', async () => {
    const em = await asAdmin();
    const names = await buildByHand(em, 'C');
    await em.tab('On/Off lists');
    await segment('Shown on site').click();
    await c.page.getByRole('textbox', { name: 'Search active lists' }).fill(names.event);
    const list = c.page.getByRole('table', { name: 'Active list' });
    await list.getByRole('cell', { name: names.event, exact: true }).waitFor();

    await segment('Sports').click();
    await c.page.getByRole('textbox', { name: 'Search active lists' }).fill(names.sport);
    await em.toggle(c.page.getByRole('switch', { name: `${names.sport} active` }));
    await expect.poll(() => list.getByText('Nothing matches the search.').isVisible()).toBe(true);

    await segment('Events').click();
    await c.page.getByRole('textbox', { name: 'Search active lists' }).fill(names.event);
    await segment('Hidden').click();
    // The event's own search has been applied: it is listed among the hidden ones…
    await list.getByRole('cell', { name: names.event, exact: true }).waitFor();
    await expect.poll(() => list.getByRole('row', { name: new RegExp(names.event) }).innerText()).toMatch(/\bhidden\b/i);
    // …and not among those shown on the site (the hidden rows stay on screen until that list has loaded). Other
    // events may match the search's words in their sport or competition ("C" in "E2E Cup A"): this one is not there.
    await segment('Shown on site').click();
    await expect.poll(() => list.getByRole('cell', { name: names.event, exact: true }).count()).toBe(0);
  });

  it('does not let a trader without addMarket add a market: hidden in the screen, forbidden by the exchange', async () => {
    const admin = new DemoApi(c.host.demoOrigin);
    await admin.login('admin', accounts(c.host).admin.password);
    const created = await admin.post('/add-trader', { name: 'No Markets', userName: 'no-markets', password: 'secret123', role: 'TRADER' });
    const traderId = (created.data as { id: string }).id;
    const flags = ['marketManagement', 'exchangeManagement', 'addSport', 'addTournament', 'addEvent', 'addBetLimit'];
    await admin.post('/change-trader-permission', { traderId, permission: Object.fromEntries(flags.map((f) => [f, true])) });

    const em = await loginAs('no-markets', 'secret123');
    await em.select('Sports', 'Cricket');
    await em.select('Competitions', 'Indian Premier League');
    await em.select('Events', 'Chennai Super Kings v Mumbai Indians');
    await em.row('Markets', 'Match Odds').waitFor();
    expect(await em.addButton('Events').isVisible()).toBe(true);
    expect(await em.addButton('Markets').count()).toBe(0);
    await em.select('Markets', 'Match Odds');
    // The details have loaded (their Bet delay section), and there are no status actions in them.
    await em.marketDetails.getByRole('region', { name: 'Bet delay' }).waitFor();
    expect(await em.marketDetails.getByRole('group', { name: 'Market status actions' }).count()).toBe(0);

    const answer = await c.page.evaluate(async () => {
      const bridge = (globalThis as unknown as PageGlobals).exchange;
      const events = await bridge.catalogue.events({ search: { value: 'Chennai Super Kings v Mumbai Indians' } });
      const types = await bridge.markets.types({ search: { value: 'MATCH_ODDS' } });
      if (!events.ok || !types.ok) return 'lists failed';
      return bridge.markets.save({ eventId: events.data.data[0]?._id ?? '', marketTypeId: types.data.data[0]?._id ?? '', name: 'Sneaky', selections: [{ name: 'x' }] });
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
  });

  it('keeps a new sport in sight when it lands past the first page of the Sports column', async () => {
    const api = new DemoApi(c.host.demoOrigin);
    await api.login('admin', accounts(c.host).admin.password);
    for (let i = 0; i < 26; i++) await api.post('/event-type/save', { name: `Filler sport ${String(i).padStart(2, '0')}` });

    const em = await asAdmin();
    await em.row('Sports', 'Filler sport 00').waitFor();
    await em.addButton('Sports').click();
    const dialog = em.dialog('Add sport');
    await em.field(dialog, 'Sport name').fill('Zorbing');
    await em.save(dialog);
    await em.row('Sports', 'Zorbing').and(c.page.locator('[aria-current="true"]')).waitFor();
    expect(await c.page.getByRole('textbox', { name: 'Search sports' }).inputValue()).toBe('Zorbing');
    await em.addButton('Competitions').waitFor();
  });

  it('keeps a row’s Edit and Delete in reach when the window is narrower than the table: the actions stay at its right edge', async () => {
    await c.page.setViewportSize({ width: 800, height: 800 });
    const em = await asAdmin();
    await em.tab('Market types');
    const table = c.page.getByRole('table', { name: 'Market type list' });
    const edit = table.getByRole('row', { name: /MATCH_ODDS/ }).getByRole('button', { name: 'Edit' });
    await edit.waitFor();
    // mantine-react-table's scrolling container around the table.
    const container = c.page.locator('.mrt-table-container').filter({ has: table });
    const overflow = await container.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the table is wider than its panel (else nothing needs keeping in view)').toBeGreaterThan(50);
    for (const scrollLeft of [0, overflow]) {
      await container.evaluate((element, left) => (element.scrollLeft = left), scrollLeft);
      const [box, button] = await Promise.all([container.boundingBox(), edit.boundingBox()]);
      if (!box || !button) throw new Error('the table or its Edit button is not drawn');
      expect(button.x, `Edit at scroll ${scrollLeft}`).toBeGreaterThanOrEqual(box.x);
      expect(button.x + button.width, `Edit at scroll ${scrollLeft}`).toBeLessThanOrEqual(box.x + box.width);
    }
    await edit.click();
    await em.dialog('Edit market type').waitFor();
  });
});
