import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outcomeLabel, outcomeOf } from '@shared/casino/games';
import type { CasinoRound } from '@shared/contract/casino';
import { CasinoPage } from './pages/casino-page';
import { UpstreamSettingsPage } from './pages/upstream-settings-page';
import { accounts } from './support/accounts';
import { pickUpByKeyboard } from './support/drag-and-drop';
import { openHub } from './support/monitors';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();
const ROUNDS_TIMEOUT = 30_000;

const login = async () => {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
  return admin;
};

const unsettledRounds = () => c.page.evaluate(async () => ((globalThis as unknown as PageGlobals).exchange.casino.unsettled({}).then((r) => (r.ok ? r.data : []))));
const roundDetail = (roundId: string) =>
  c.page.evaluate(async (id) => {
    const result = await (globalThis as unknown as PageGlobals).exchange.casino.roundResult({ roundId: id });
    if (!result.ok) throw new Error(result.error.message);
    return result.data;
  }, roundId);
/**
 * What each punter was paid for one round, in minor units: the "Casino payout" lines of the statement that
 * name it. (Not the balance: the demo's simulated punters keep betting at the other tables meanwhile.)
 */
const payouts = (userNames: readonly string[], round: CasinoRound) =>
  c.page.evaluate(
    async ([names, what]) =>
      Promise.all(
        names.map(async (userName) => {
          const statement = await (globalThis as unknown as PageGlobals).exchange.risk.accountStatement({ userName, start: 0, length: 100 });
          if (!statement.ok) return Number.NaN;
          return statement.data.data.filter((line) => line.description === what).reduce((sum, line) => sum + line.amount, 0);
        }),
      ),
    [[...userNames], `Casino payout: round ${round.seq} of ${round.eventName}`] as const,
  );

const roundName = (round: CasinoRound) => `round ${round.seq} of ${round.eventName}`;

/** Every file under a folder, recursively. */
const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

describe('the casino', () => {
  it('creates a lobby tab and reorders the tabs by keyboard and buttons, saving the order', async () => {
    await login();
    const casino = await CasinoPage.open(c.page, 'Lobby tabs');
    await expect.poll(() => casino.tabOrder()).toEqual(['Live Casino', 'Card Games', 'Virtual Sports']);
    await c.page.getByRole('button', { name: 'Add tab', exact: true }).click();
    await casino.field(casino.form('Casino tab'), 'Tab name').fill('Jackpots');
    await casino.form('Casino tab').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => casino.tabOrder()).toEqual(['Live Casino', 'Card Games', 'Virtual Sports', 'Jackpots']);

    // Keyboard: pick Jackpots up by its handle, move it up twice, drop it.
    await pickUpByKeyboard(c.page, 'Drag Jackpots', 'Jackpots is over position 4 of 4.');
    await c.page.keyboard.press('ArrowUp');
    await c.page.getByText('Jackpots is over position 3 of 4.').waitFor({ state: 'attached' });
    await c.page.keyboard.press('ArrowUp');
    await c.page.getByText('Jackpots is over position 2 of 4.').waitFor({ state: 'attached' });
    await c.page.keyboard.press('Space');
    await c.page.getByText('Jackpots dropped at position 2 of 4.').waitFor({ state: 'attached' });
    await c.page.getByRole('button', { name: 'Move Virtual Sports up' }).click();
    await expect.poll(() => casino.tabOrder()).toEqual(['Live Casino', 'Jackpots', 'Virtual Sports', 'Card Games']);
    await c.page.getByRole('button', { name: 'Save order' }).click();
    await casino.toast('Tab order saved.').waitFor();
    const saved = await c.page.evaluate(async () => ((await (globalThis as unknown as PageGlobals).exchange.casino.tabs({})) as { ok: boolean; data?: Array<{ name: string }> }).data?.map((t) => t.name));
    expect(saved).toEqual(['Live Casino', 'Jackpots', 'Virtual Sports', 'Card Games']);
  });

  it('creates a table and shows its rounds in the casino monitor, in the hub and popped out', async () => {
    await login();
    const casino = await CasinoPage.open(c.page, 'Tables');
    await c.page.getByRole('button', { name: 'Add table', exact: true }).click();
    const form = casino.form('Casino table');
    await casino.field(form, 'Table name').fill('Speedy Lucky 7');
    await casino.choose(form, 'Game', 'Lucky 7');
    await casino.field(form, 'Round length (seconds)').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await casino.toast('Table Speedy Lucky 7 saved.').waitFor();
    await c.page.getByRole('table', { name: 'Casino table list' }).getByRole('cell', { name: 'Speedy Lucky 7', exact: true }).waitFor();

    await gotoRoute(c.page, '/dashboard');
    await openHub(c.page);
    await c.page.getByRole('tab', { name: 'Casino', exact: true }).click();
    await c.page.getByRole('button', { name: 'Show Casino Tables 1 here', exact: true }).click();
    const rounds = c.page.getByRole('region', { name: 'Speedy Lucky 7' }).getByRole('table', { name: 'Rounds of Speedy Lucky 7' });
    await rounds.getByText('Betting', { exact: true }).waitFor({ timeout: ROUNDS_TIMEOUT });
    // Five seconds later the round has its result, and the next one is taking bets.
    await rounds.getByText('Settled', { exact: true }).first().waitFor({ timeout: ROUNDS_TIMEOUT });

    await c.page.getByRole('tabpanel').getByRole('button', { name: 'Pop out Casino Tables 1', exact: true }).click();
    let popped: typeof c.page | undefined;
    await expect.poll(() => (popped = c.context.pages().find((p) => new URL(p.url()).pathname === '/monitor/casino/1'))).toBeDefined();
    await popped?.getByRole('table', { name: 'Rounds of Speedy Lucky 7' }).waitFor({ timeout: ROUNDS_TIMEOUT });
    await popped?.getByRole('region', { name: /Dragon Tiger International/ }).getByText(/^Unsettled/).first().waitFor();
  });

  it('settles an unsettled international round by hand once: a double click, then a second window, pay once', async () => {
    await login();
    const round = (await unsettledRounds()).find((r) => r.bets > 0);
    if (!round) throw new Error('the demo seeds unsettled rounds with bets');
    const { bets } = await roundDetail(round.roundId);
    const winner = bets[0]?.outcome ?? '';
    const users = [...new Set(bets.map((bet) => bet.userName))];
    expect(await payouts(users, round)).toEqual(users.map(() => 0));
    const expected = users.map((user) => bets.filter((b) => b.userName === user && b.outcome === winner).reduce((sum, b) => sum + Math.round(b.stake * b.odds * 100), 0));

    // A second window with the same round open, as a colleague would have it.
    const other = await c.context.newPage();
    await other.goto(c.host.url);
    // The window opens on the dashboard of the session main already holds; from there, as a user goes.
    const otherCasino = await CasinoPage.open(other, 'Unsettled rounds');
    await other.getByRole('button', { name: `Settle ${roundName(round)}` }).click();

    const casino = await CasinoPage.open(c.page, 'Unsettled rounds');
    await c.page.getByRole('button', { name: `Settle ${roundName(round)}` }).click();
    const form = casino.form('Settle round');
    const odds = outcomeOf(round.game, winner)?.odds.toFixed(2);
    await casino.choose(form, 'Winner', `${outcomeLabel(round.game, winner)} (pays ${odds})`);
    await casino.field(form, 'Reason').fill('Provider sent no result');
    await form.getByRole('status', { name: 'Money that will move' }).getByText(/^Pay ₹/).waitFor();
    await form.getByRole('button', { name: 'Settle round' }).dblclick();
    await casino.toast(`Round ${round.seq} of ${round.eventName} settled`).waitFor();
    await expect.poll(() => payouts(users, round)).toEqual(expected);
    await expect.poll(async () => (await unsettledRounds()).some((r) => r.roundId === round.roundId)).toBe(false);

    // The other window's dialog follows the round: settled elsewhere, it says so, drops its figures and turns
    // Settle off (the exchange's own refusal of a second settle is a route test).
    const otherForm = otherCasino.form('Settle round');
    await otherForm.getByText(`Round ${round.seq} of ${round.eventName} is already settled: there is nothing to settle here.`).waitFor();
    await expect.poll(() => otherForm.getByRole('button', { name: 'Settle round' }).isDisabled()).toBe(true);
    expect(await otherForm.getByRole('status', { name: 'Money that will move' }).count()).toBe(0);
    expect(await payouts(users, round)).toEqual(expected);
    await other.close();
  });

  it('voids another unsettled round, refunding its stakes', async () => {
    await login();
    const round = (await unsettledRounds()).find((r) => r.bets > 0);
    if (!round) throw new Error('the demo seeds unsettled rounds with bets');
    const casino = await CasinoPage.open(c.page, 'Unsettled rounds');
    await c.page.getByRole('button', { name: `Void ${roundName(round)}` }).click();
    const form = casino.form('Void round');
    await form.getByRole('status', { name: 'Money that will move' }).getByText(/^Refund ₹/).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Void round' }).isDisabled()).toBe(true);
    await casino.field(form, 'Reason').fill('Dealer misdeal');
    await form.getByRole('button', { name: 'Void round' }).click();
    await casino.toast(`Round ${round.seq} of ${round.eventName} voided`).waitFor();
    await expect.poll(async () => (await roundDetail(round.roundId)).round).toMatchObject({ status: 'voided', paid: round.staked });
    await expect.poll(() => c.page.getByRole('button', { name: `Void ${roundName(round)}` }).count()).toBe(0);
  });

  it('disables a game at the provider after asking, and shows it disabled in the games list', async () => {
    await login();
    const casino = await CasinoPage.open(c.page, 'Game provider');
    const game = casino.providerGame('Teen Patti 20-20');
    await game.getByText('Enabled', { exact: true }).waitFor();
    // It takes a live game off the site: asked first, and Cancel sends nothing.
    const asking = c.page.getByRole('dialog', { name: 'Disable Teen Patti 20-20' });
    await game.getByRole('button', { name: 'Disable Teen Patti 20-20' }).click();
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await asking.waitFor({ state: 'hidden' });
    expect(await game.getByText('Enabled', { exact: true }).isVisible()).toBe(true);
    await game.getByRole('button', { name: 'Disable Teen Patti 20-20' }).click();
    await asking.getByRole('button', { name: 'Disable', exact: true }).click();
    await game.getByText('Disabled', { exact: true }).waitFor();
    await game.getByRole('button', { name: 'Enable Teen Patti 20-20' }).waitFor();
  });

  it('runs a provider report page by page', async () => {
    await login();
    await CasinoPage.open(c.page, 'Game provider');
    await c.page.getByText('Player report', { exact: true }).click();
    await c.page.getByRole('button', { name: 'Run report' }).click();
    await c.page.getByText('Rows 1–50 of 120').waitFor();
    await c.page.getByRole('button', { name: 'Next page' }).click();
    await c.page.getByText('Rows 51–100 of 120').waitFor();
    await c.page.getByRole('table', { name: 'Player report' }).getByRole('cell', { name: 'punter0051', exact: true }).waitFor();
  });

  it('says plainly when the provider refuses the key, and the key is nowhere in the page, the data files or the logs', async () => {
    const admin = await login();
    const wrongKey = `wrong-provider-key-${Date.now().toString(36)}`;
    const settings = await UpstreamSettingsPage.openFromUserMenu(c.dashboard, admin.userName);
    await settings.keyField('Game provider').fill(wrongKey);
    await settings.button('Game provider', 'Save key').click();
    await expect.poll(() => settings.keyField('Game provider').inputValue()).toBe('');
    await gotoRoute(c.page, '/dashboard');
    await CasinoPage.open(c.page, 'Game provider');
    await c.page.getByRole('alert').getByText('Game provider refused the key. An admin can set it under Settings.').waitFor();
    await c.page.getByRole('button', { name: 'Run report' }).click();
    await c.page.getByRole('alert').filter({ hasText: 'Game report refused' }).waitFor();

    expect(await c.page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.outerHTML)).not.toContain(wrongKey);
    for (const file of await filesUnder(c.host.dataDir)) {
      const bytes = await readFile(file);
      expect(bytes.includes(wrongKey), `${file} holds the key`).toBe(false);
      expect(bytes.includes(encodeURIComponent(wrongKey)), `${file} holds the key`).toBe(false);
    }
  });
});
