import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { pdfText, xlsxRows } from '../../src/demo-exchange/testing/read-files';
import { ExchangeManagementPage } from './pages/exchange-management-page';
import { accounts } from './support/accounts';
import type { PageGlobals } from './support/page-globals';
import { useConsole } from './support/use-console';

const c = useConsole();

const asAdmin = async () => {
  await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
  const em = new ExchangeManagementPage(c.page);
  await em.open();
  return em;
};

/** The exchange's own counts, read through the console's bridge like the screen does. */
const counts = () =>
  c.page.evaluate(async () => {
    const bridge = (globalThis as unknown as PageGlobals).exchange;
    const state = await bridge.markets.suspendAllState({});
    const suspended = await bridge.markets.list({ status: 'suspended', length: 1 });
    const sports = await bridge.catalogue.sports({ length: 100 });
    const markets = await bridge.markets.list({ length: 1 });
    if (!state.ok || !suspended.ok || !sports.ok || !markets.ok) throw new Error('bridge call failed');
    return { open: state.data.openCount, suspended: suspended.data.recordsTotal, sports: sports.data.data.map((s) => s.name), markets: markets.data.recordsTotal };
  });

/**
 * Open and suspended markets outside races. A race's market (racing, virtual) is suspended by the exchange
 * at its off, which may fall during a test: those counts move by themselves.
 */
const countsOutsideRaces = () =>
  c.page.evaluate(async () => {
    const bridge = (globalThis as unknown as PageGlobals).exchange;
    const count = async (status: 'open' | 'suspended') => {
      let found = 0;
      for (let start = 0; ; start += 100) {
        const page = await bridge.markets.list({ status, start, length: 100 });
        if (!page.ok) throw new Error('bridge call failed');
        found += page.data.data.filter((m) => m.family !== 'racing' && m.family !== 'virtual').length;
        if (start + 100 >= page.data.recordsFiltered) return found;
      }
    };
    return { open: await count('open'), suspended: await count('suspended') };
  });

describe('Exchange Management: global actions', () => {
  it('suspends every open market after the typed confirmation, then restores exactly those', async () => {
    const em = await asAdmin();
    // Outside races: a race's market opens and is suspended at its off by itself, so the whole count may
    // move between reading it and pressing Suspend all.
    const before = await countsOutsideRaces();
    expect(before.open).toBeGreaterThan(0);
    expect(before.suspended).toBeGreaterThan(0); // the seed has a market suspended on purpose

    await em.tab('Markets');
    await c.page.getByRole('button', { name: 'Suspend all markets' }).click();
    const dialog = em.dialog('Suspend all markets');
    const confirm = dialog.getByRole('button', { name: 'Suspend all', exact: true });
    await dialog.getByLabel('Type SUSPEND ALL to confirm').fill('suspend all');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type SUSPEND ALL to confirm').fill('SUSPEND ALL');
    await confirm.click();
    // Every open market, races' included: the toast says how many, and Restore offers exactly those.
    const suspendedToast = em.toast(/^\d+ markets suspended\.$/);
    await suspendedToast.waitFor();
    const suspended = Number((await suspendedToast.innerText()).split(' ')[0]);
    expect(suspended).toBeGreaterThanOrEqual(before.open);
    expect(await countsOutsideRaces()).toEqual({ open: 0, suspended: before.suspended + before.open });

    await c.page.getByRole('button', { name: `Restore suspended markets (${suspended})` }).click();
    await em.dialog('Restore suspended markets').getByRole('button', { name: 'Restore', exact: true }).click();
    // A race whose off passed meanwhile stays suspended, and the toast says so (not counted here: outside races).
    await em.toast(/^\d+ markets reopened\.( \d+ stayed suspended: past the off\.)?$/).waitFor();
    expect(await countsOutsideRaces()).toEqual({ open: before.open, suspended: before.suspended });
    expect(await c.page.getByRole('button', { name: /^Restore suspended markets/ }).count()).toBe(0);
  });

  it('imports from the provider list twice without duplicates', async () => {
    const em = await asAdmin();
    const before = await counts();
    expect(before.sports).not.toContain('Basketball');
    await em.tab('Import');
    const tree = c.page.getByRole('tree', { name: 'Provider catalogue' });
    const pickAndImport = async () => {
      await tree.getByRole('button', { name: 'Expand Basketball' }).click();
      await tree.getByRole('button', { name: 'Expand NBA' }).click();
      await tree.getByRole('checkbox', { name: 'Pick Boston Celtics v Denver Nuggets' }).check({ force: true });
      await c.page.getByRole('button', { name: 'Import selected (1)' }).click();
    };

    await pickAndImport();
    const result = (text: string) => c.page.getByText(text, { exact: true });
    await result('Created 1 sport, 1 tournament, 1 event, 1 market. Already in the catalogue: nothing.').waitFor();
    await tree.getByRole('treeitem', { name: 'Basketball' }).getByText('In catalogue').first().waitFor();

    await tree.getByRole('button', { name: 'Collapse Basketball' }).click();
    await pickAndImport();
    await result('Created nothing. Already in the catalogue: 1 sport, 1 tournament, 1 event, 1 market.').waitFor();

    const after = await counts();
    expect(after.sports.filter((name) => name === 'Basketball')).toHaveLength(1);
    expect(after.markets).toBe(before.markets + 1);
    await em.tab('Catalogue');
    await expect.poll(() => em.column('Sports').getByRole('listitem', { name: 'Basketball' }).count()).toBe(1);
  });

  it('exports an event’s market access codes as a PDF and an Excel file with the codes in them', async () => {
    const em = await asAdmin();
    await em.select('Sports', 'Cricket');
    await em.select('Competitions', 'Indian Premier League');
    await em.select('Events', 'Chennai Super Kings v Mumbai Indians');
    const codes = await c.page.evaluate(async () => {
      const bridge = (globalThis as unknown as PageGlobals).exchange;
      const events = await bridge.catalogue.events({ search: { value: 'Chennai Super Kings v Mumbai Indians' } });
      const markets = events.ok ? await bridge.markets.list({ eventId: events.data.data[0]?._id ?? '', length: 50 }) : null;
      return markets?.ok ? markets.data.data.map((m) => ({ name: m.name, code: m.accessCode, status: m.status })) : [];
    });
    expect(codes.length).toBeGreaterThan(1);

    const pdf = await em.export('Export PDF', em.levelDetails);
    expect(pdf.suggestedFilename()).toMatch(/^market-access-codes-chennai-super-kings-v-mumbai-indians-\d{4}-\d\d-\d\d\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdfBytes);
    expect(text).toContain('Market access codes');
    expect(text).toContain('Scope: Chennai Super Kings v Mumbai Indians');
    for (const { code } of codes) expect(text).toContain(code);

    const xlsx = await em.export('Export Excel', em.levelDetails);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = xlsxRows(await readFile(await xlsx.path()));
    expect(rows[0]).toEqual(['Sport', 'Competition', 'Event', 'Market', 'Status', 'Access Code']);
    expect(rows.slice(1).map((r) => [r[3], r[5]])).toEqual(codes.map(({ name, code }) => [name, code]));
    expect(rows.slice(1).every((r) => r[0] === 'Cricket' && r[2] === 'Chennai Super Kings v Mumbai Indians')).toBe(true);
  });

  it('suspends the open markets chosen in the Markets list, and only those', async () => {
    const em = await asAdmin();
    const before = await countsOutsideRaces();
    await em.tab('Markets');
    const table = c.page.getByRole('table', { name: 'Markets' });
    await c.page.getByRole('textbox', { name: 'Status' }).click();
    await c.page.getByRole('option', { name: 'Open', exact: true }).click();
    // Cricket markets: never a race, whose market the exchange suspends by itself at the off.
    const rows = table.getByRole('row').filter({ has: c.page.getByRole('checkbox') }).filter({ hasText: 'Open' }).filter({ hasText: 'Cricket' });
    await rows.nth(1).waitFor();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await c.page.getByRole('group', { name: 'Selected rows' }).getByText('2 rows selected').waitFor();
    await c.page.getByRole('button', { name: 'Suspend 2 markets', exact: true }).click();
    await em.toast('2 markets suspended.').waitFor();
    expect(await countsOutsideRaces()).toEqual({ open: before.open - 2, suspended: before.suspended + 2 });
    // The selection is cleared once the exchange has answered for each.
    await expect.poll(() => c.page.getByRole('group', { name: 'Selected rows' }).count()).toBe(0);
  });
});
