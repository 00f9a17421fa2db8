import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile, type CatalogueApi } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

type MenuRow = { _id: string; label: string; path: string; visible: boolean; listVersion?: string };
const readMenu = (api: CatalogueApi) => api.ok<MenuRow[]>('/navigation/exchange');
const entries = (rows: readonly MenuRow[]) => rows.map(({ _id, label, path, visible }) => ({ _id, label, path, visible }));
const saveMenu = (api: CatalogueApi, rows: readonly MenuRow[], listVersion: string | undefined) =>
  api.call('/navigation/exchange/save', { items: entries(rows), ...(listVersion === undefined ? {} : { listVersion }) });
const versionOf = (rows: readonly MenuRow[]) => rows[0]?.listVersion ?? '';

const navigator = async (name: string) => catalogueApi(exchange.t, await createTrader(exchange.t, name, ['marketManagement', 'navigation', 'exchangeNavigation', 'mostPopularBets']));

describe('a navigation list saved on an older version', () => {
  it('is refused, naming who changed it, and what they saved stays', async () => {
    const [a, b] = [await navigator('nav-a'), await navigator('nav-b')];
    const seenByA = await readMenu(a);
    const seenByB = await readMenu(b);
    expect(versionOf(seenByA)).toMatch(/^[0-9a-f]{16}$/);
    const renamed = seenByB.map((row) => (row.label === 'Lottery' ? { ...row, label: 'Lottery Draws' } : row));
    expect((await saveMenu(b, renamed, versionOf(seenByB))).status).toBe(200);

    const racing = seenByA.findIndex((row) => row.label === 'Racing');
    const racingUp = [...seenByA];
    racingUp.splice(racing - 1, 2, seenByA[racing] as MenuRow, seenByA[racing - 1] as MenuRow);
    const refused = await saveMenu(a, racingUp, versionOf(seenByA));
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(
      /^Exchange navigation was changed by nav-b at \d\d:\d\d UTC since you opened it: your changes are kept here; reload the list to see theirs and apply yours again\.$/,
    );
    const now = await readMenu(a);
    expect(now.map((row) => row.label)).toContain('Lottery Draws');

    // Read again, applied again: saved, with the rename kept.
    const racingUpAgain = [...now];
    racingUpAgain.splice(racing - 1, 2, now[racing] as MenuRow, now[racing - 1] as MenuRow);
    expect((await saveMenu(a, racingUpAgain, versionOf(now))).status).toBe(200);
    expect(entries(await readMenu(a))).toEqual(entries(racingUpAgain));
  });

  it('is saved when it sends no version (a client that does not know versions)', async () => {
    const rows = await readMenu(exchange.api);
    expect((await saveMenu(exchange.api, rows.map((row) => ({ ...row, visible: !row.visible })), undefined)).status).toBe(200);
  });

  it('never loses the other user’s save, in any interleaving of two users’ reads and saves', async () => {
    const users = [await navigator('nav-p'), await navigator('nav-q')];
    const step = fc.record({
      user: fc.integer({ min: 0, max: 1 }),
      read: fc.boolean(),
      entry: fc.nat(),
      edit: fc.constantFrom('rename', 'toggle', 'moveUp'),
      name: fc.constantFrom('Lottery', 'Lottery Draws', 'Casino', 'Games'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        const seen: Array<MenuRow[] | undefined> = [undefined, undefined];
        for (const s of steps) {
          const api = users[s.user] as CatalogueApi;
          const read = seen[s.user];
          if (s.read || !read) {
            seen[s.user] = await readMenu(api);
            continue;
          }
          const edited = [...read];
          const i = s.entry % edited.length;
          const row = edited[i] as MenuRow;
          if (s.edit === 'rename') edited[i] = { ...row, label: s.name };
          if (s.edit === 'toggle') edited[i] = { ...row, visible: !row.visible };
          if (s.edit === 'moveUp' && i > 0) edited.splice(i - 1, 2, row, edited[i - 1] as MenuRow);
          const before = entries(await readMenu(exchange.api));
          const saved = await saveMenu(api, edited, versionOf(read));
          const after = entries(await readMenu(exchange.api));
          // Saved only when the list was still what this user read; refused, it is left as it was.
          expect(saved.status).toBe(JSON.stringify(before) === JSON.stringify(entries(read)) ? 200 : 409);
          expect(after).toEqual(saved.status === 200 ? entries(edited) : before);
          seen[s.user] = undefined;
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('most popular bets', () => {
  type Bet = { marketId: string; status: string; listVersion?: string };
  const readBets = (api: CatalogueApi) => api.ok<Bet[]>('/navigation/popular-bets');

  it('refuses a save on an older version, and the audit names each entry by its event and market', async () => {
    const chains = [await exchange.api.buildChain('PB1'), await exchange.api.buildChain('PB2')];
    const [a, b] = [await navigator('bets-a'), await navigator('bets-b')];
    const seenByA = await readBets(a);
    const seenByB = await readBets(b);
    const bVersion = seenByB[0]?.listVersion ?? '';
    expect((await b.call('/navigation/popular-bets/save', { marketIds: chains.map((c) => c.marketId), listVersion: bVersion })).status).toBe(200);
    const refused = await a.call('/navigation/popular-bets/save', { marketIds: [], listVersion: seenByA[0]?.listVersion ?? '' });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toMatch(/^Most popular bets were changed by bets-b at /);
    expect((await readBets(a)).map((bet) => bet.marketId)).toEqual(chains.map((c) => c.marketId));

    const row = exchange.t.db().prepare("SELECT \"after\" FROM audit_log WHERE action = 'navigation.popularBets' ORDER BY id DESC LIMIT 1").get();
    expect(JSON.parse(String(row?.after))).toEqual([
      { marketId: chains[0]?.marketId, label: 'Home PB1 v Away PB1 › Match Odds' },
      { marketId: chains[1]?.marketId, label: 'Home PB2 v Away PB2 › Match Odds' },
    ]);
  });

  it('keeps its version when only a listed market’s status changes', async () => {
    const first = await readBets(exchange.api);
    const listed = first[0]?.marketId;
    expect(listed).toBeDefined();
    expect((await exchange.api.call('/market/status', { _id: listed, status: 'suspended' })).status).toBe(200);
    const again = await readBets(exchange.api);
    expect(again.find((bet) => bet.marketId === listed)).toMatchObject({ status: 'suspended', listVersion: first[0]?.listVersion });
  });
});
