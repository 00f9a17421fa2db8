import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_MONEY_FORMAT } from '@shared/files/money-formats';
import { toMinor } from '@shared/money/amounts';
import { createTrader, catalogueApi } from '../../testing/catalogue-api';
import { solidPng } from '../../testing/png';
import { xlsxRows } from '../../testing/read-files';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';
import { ledgerSum, moneyOf } from '../../money/ledger';
import { placeBet } from '../../money/place-bet';

let t: TestExchange;
let admin: ReturnType<typeof catalogueApi>;
beforeAll(async () => {
  // No simulated punters nor casino rounds: every balance and exposure here is the test's own. (Casino
  // rounds settle by shares up a punter's chain: one settled during the transfer once moved sa05's balance,
  // which the transfer test compares.)
  t = await startTestExchange({ live: { betRate: 0, betsPaused: true }, casinoDealer: false });
  admin = catalogueApi(t, await t.login('admin', 'admin123'));
});
afterAll(() => t.stop());

interface Site {
  _id: string;
  name: string;
  status: string;
  users: { total: number; active: number; bettingLocked: number; mayBet: number };
  money: { balance: number; exposure: number };
}
const config = (name: string, host: string) => ({ name, adminUrl: `https://admin.${host}`, clientUrl: `https://${host}`, currency: 'INR', commission: 2.5, menus: ['sports', 'casino'] });
const audits = (action: string) => t.db().prepare('SELECT * FROM audit_log WHERE action = ? ORDER BY id').all(action);

describe('white labels', () => {
  it('lists the seeded sites with their user counts and child balances', async () => {
    const page = await admin.ok<{ data: Site[] }>('/white-label/list', { length: 10 });
    const royal = page.data.find((s) => s.name === 'Royal Play');
    // May bet counts who may bet: the 200 punters, not the 2 agents (the Users tab's canBet).
    expect(royal).toMatchObject({ status: 'active', users: { total: 202, active: 202, mayBet: 200 } });
    expect(royal?.money.balance).toBeGreaterThan(0);
    const counts = await admin.ok<Array<{ name: string; total: number }>>('/white-label/user-counts');
    expect(counts.find((c) => c.name === 'Lucky Star')?.total).toBe(101);
  });

  it('creates a site as not provisioned, refuses a bad address and a duplicate name, and audits before/after on edit', async () => {
    const created = await admin.ok<Site>('/white-label/save', config('Test Alpha', 'alpha.example'));
    expect(created.status).toBe('pending');
    const bad = await admin.call('/white-label/save', { ...config('Test Beta', 'beta.example'), adminUrl: 'http://beta.example/path' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.meta)).toMatch(/an https address with no path/);
    expect((await admin.call('/white-label/save', config('test alpha', 'x.example'))).status).toBe(409);
    await admin.ok('/white-label/save', { _id: created._id, ...config('Test Alpha', 'alpha.example'), commission: 4 });
    const row = audits('whiteLabel.update').at(-1);
    expect(JSON.parse(String(row?.before))).toMatchObject({ commission: 2.5 });
    expect(JSON.parse(String(row?.after))).toMatchObject({ commission: 4 });
  });

  it('counts as May bet exactly the users the Users tab says may bet', async () => {
    const royal = (await admin.ok<{ data: Site[] }>('/white-label/list', { search: { value: 'Royal Play' } })).data[0] as Site;
    const page = (start: number) => admin.ok<{ data: Array<{ level: string; canBet: boolean }> }>('/white-label/users', { whiteLabelId: royal._id, start, length: 100 });
    const users = (await Promise.all([0, 100, 200].map(page))).flatMap((p) => p.data);
    expect(users).toHaveLength(202);
    expect(users.filter((u) => !u.canBet).map((u) => u.level)).toEqual(['agent', 'agent']);
    const info = await admin.ok<{ users: { mayBet: number } }>('/white-label/child-balance', { _id: royal._id });
    expect(info.users.mayBet).toBe(users.filter((u) => u.canBet).length);
  });

  it('refuses another site\u2019s address written differently: default port, case, trailing slash or dot', async () => {
    const taken = { status: 409, message: { adminUrl: { message: 'Another white label uses this address: each site has its own.' } } };
    for (const adminUrl of ['https://admin.royalplay.example:443', 'https://ADMIN.RoyalPlay.example', 'https://admin.royalplay.example/', 'https://admin.royalplay.example.', 'https://Admin.RoyalPlay.Example.:443/']) {
      const refused = await admin.call('/white-label/save', { ...config('QA Port', 'qaport.example'), adminUrl });
      expect({ adminUrl, status: refused.status, message: refused.body.meta.message }).toEqual({ adminUrl, ...taken });
    }
    // A client URL that is Royal Play's admin address is refused the same way, on its own field.
    const client = await admin.call('/white-label/save', { ...config('QA Port', 'qaport.example'), clientUrl: 'https://admin.royalplay.example:443/' });
    expect(client.body.meta.message).toEqual({ clientUrl: { message: 'Another white label uses this address: each site has its own.' } });
    // Stored as the site's origin, so the next comparison sees the same form.
    const saved = await admin.ok<Site & { adminUrl: string; clientUrl: string }>('/white-label/save', { ...config('QA Port', 'qaport.example'), adminUrl: 'https://Admin.QAPort.example.:443/' });
    expect(saved).toMatchObject({ adminUrl: 'https://admin.qaport.example', clientUrl: 'https://qaport.example' });
    expect((await admin.call('/white-label/save', { ...config('QA Port Two', 'two.example'), adminUrl: 'https://admin.qaport.example' })).status).toBe(409);
  });

  it('refuses a missing commission, more than 2 decimals, and one address for both admin and client, on their fields', async () => {
    const { commission: _omitted, ...noCommission } = config('QA Empty', 'qaempty.example');
    const missing = await admin.call('/white-label/save', noCommission);
    expect([missing.status, Object.keys(missing.body.meta.message as object)]).toEqual([400, ['commission']]);
    const decimals = await admin.call('/white-label/save', { ...config('QA Decimals', 'qadecimals.example'), commission: 1.239 });
    expect([decimals.status, JSON.stringify(decimals.body.meta)]).toEqual([400, expect.stringContaining('Commission: at most 2 decimals.')]);
    const same = await admin.call('/white-label/save', { ...config('QA Same', 'qasame.example'), clientUrl: 'https://ADMIN.qasame.example/' });
    expect([same.status, JSON.stringify(same.body.meta)]).toEqual([400, expect.stringContaining('Client URL: use an address of its own, not the Admin URL.')]);
  });

  it('takes a logo by its content and size only', async () => {
    const site = await admin.ok<Site>('/white-label/save', config('Logo Site', 'logo.example'));
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('_id', site._id);
      form.append('logo', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'logo.png');
      const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
      return t.call('/white-label/logo', { token: await t.login('admin', 'admin123'), rawBody: new Uint8Array(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } });
    };
    expect((await upload(solidPng(128, 64))).status).toBe(200);
    const tooBig = await upload(solidPng(2000, 64));
    expect(JSON.stringify(tooBig.body.meta)).toMatch(/2000×64 px; a logo is 16–1024 px/);
    expect((await admin.ok<{ hasLogo: boolean; logoDataUrl: string }>('/white-label/config', { _id: site._id })).logoDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('takes a name in Hindi (its vowel signs too) and names its backup file by it', async () => {
    const site = await admin.ok<Site>('/white-label/save', config('टेस्ट साइट', 'hindi.example'));
    expect(site.name).toBe('टेस्ट साइट');
    const backup = await admin.ok<{ fileName: string }>('/white-label/child-balance/backup', { _id: site._id });
    expect(backup.fileName).toMatch(/^backup-टेस्ट-साइट-.*\.csv$/);
  });

  it('previews a clone as a diff and copies only the configuration', async () => {
    const royal = (await admin.ok<{ data: Site[] }>('/white-label/list', { search: { value: 'Royal' } })).data[0] as Site;
    const preview = await admin.ok<{ lines: Array<{ field: string; copied: boolean; value: string }> }>('/white-label/clone-preview', { sourceId: royal._id });
    expect(preview.lines.filter((l) => l.copied).map((l) => l.field)).toEqual(['currency', 'commission', 'menus', 'logo']);
    // The balance is money for the console to format in the site's currency, never text written here.
    expect(preview.lines.find((l) => l.field === 'users')).toEqual(expect.objectContaining({ copied: false, value: '202 users', amount: { value: royal.money.balance, currency: 'INR' } }));
    const copy = await admin.ok<Site & { menus: string[] }>('/white-label/clone', { sourceId: royal._id, name: 'Royal Copy', adminUrl: 'https://admin.copy.example', clientUrl: 'https://copy.example' });
    expect(copy).toMatchObject({ status: 'pending', users: { total: 0 }, menus: ['sports', 'inPlay', 'casino', 'liveCasino', 'racing'], clonedFromName: 'Royal Play' });
    // Each site has its own addresses: the source's admin address (any case) is refused on its field.
    const shared = await admin.call('/white-label/clone', { sourceId: royal._id, name: 'Royal Twin', adminUrl: 'HTTPS://ADMIN.ROYALPLAY.EXAMPLE', clientUrl: 'https://twin.example' });
    expect({ status: shared.status, message: shared.body.meta.message }).toEqual({ status: 409, message: { adminUrl: { message: 'Another white label uses this address: each site has its own.' } } });
    const slashed = await admin.call('/white-label/clone', { sourceId: royal._id, name: 'Royal Twin', adminUrl: 'https://admin.twin.example', clientUrl: 'https://RoyalPlay.example/' });
    expect(slashed.body.meta.message).toEqual({ clientUrl: { message: 'Another white label uses this address: each site has its own.' } });
    await admin.ok('/white-label/save', { _id: copy._id, name: 'Royal Copy', adminUrl: 'https://admin.copy.example', clientUrl: 'https://copy.example', currency: 'INR', commission: 2, menus: ['sports'] });
  });

  it('finds sites by any of their links', async () => {
    const hits = await admin.ok<Array<{ name: string; kind: string }>>('/white-label/link-search', { q: 'royalplay' });
    expect(hits.map((h) => h.kind)).toEqual(expect.arrayContaining(['admin', 'client', 'domain']));
  });

  it('keeps the dangerous actions to admins, and wants the typed name', async () => {
    const site = await admin.ok<Site>('/white-label/save', config('Guarded', 'guarded.example'));
    const siteManager = catalogueApi(t, await createTrader(t, 'site-manager', ['addDomain']));
    expect((await siteManager.call('/white-label/list', {})).status).toBe(200);
    for (const path of ['/white-label/lock-children', '/white-label/child-balance/transfer', '/white-label/delete-records', '/white-label/delete']) {
      const refused = await siteManager.call(path, { _id: site._id, confirmName: 'Guarded', reason: 'Closing' });
      expect([path, refused.status, refused.body.meta.message]).toEqual([path, 403, 'Only an admin may do this.']);
    }
    const nobody = catalogueApi(t, await createTrader(t, 'no-sites', ['operationalLogs']));
    expect((await nobody.call('/white-label/list', {})).status).toBe(403);
    const wrongName = await admin.call('/white-label/lock-children', { _id: site._id, confirmName: 'Guard', reason: 'Closing' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.meta.message).toEqual({ confirmName: { message: 'Type the white label\u2019s name exactly to confirm.' } });
  });

  it('locks all children (placeBet then refuses them), then backs up and moves every balance up once, in one balanced batch', async () => {
    const site = await admin.ok<Site>('/white-label/save', { ...config('Closing Site', 'closing.example'), currency: 'USD' });
    const nobody = await admin.call('/white-label/assign-users', { _id: site._id, rootUserName: 'nosuchagent' });
    expect([nobody.status, nobody.body.meta.message]).toEqual([422, { rootUserName: { message: 'No account has this user name.' } }]);
    const assigned = await admin.ok<{ assigned: number }>('/white-label/assign-users', { _id: site._id, rootUserName: 'ag050' });
    expect(assigned.assigned).toBe(101);
    const db = t.db();
    const punter = String(db.prepare("SELECT _id FROM accounts WHERE parentId = (SELECT _id FROM accounts WHERE userName = 'ag050') ORDER BY userName LIMIT 1").get()?._id);
    const before = await admin.ok<{ users: { active: number }; inCredit: { users: number; amount: number }; inDebit: { users: number }; transferTo: string }>('/white-label/child-balance', { _id: site._id });
    expect(before).toMatchObject({ users: { active: 101 }, transferTo: 'sa05' });

    const early = await admin.call('/white-label/child-balance/transfer', { _id: site._id, confirmName: 'Closing Site' });
    expect([early.status, early.body.meta.message]).toEqual([409, '100 users may still bet: lock all children first, so no bet lands during the move.']);

    // The lock is for the users who may bet (the drawer's May bet, which its dialog counts): the agent never bets and stays as it is.
    const mayBet = (await admin.ok<{ users: { mayBet: number } }>('/white-label/child-balance', { _id: site._id })).users.mayBet;
    const locked = await admin.ok<{ locked: number; total: number }>('/white-label/lock-children', { _id: site._id, confirmName: 'closing site', reason: 'Site closing' });
    expect(locked).toEqual({ locked: mayBet, alreadyLocked: 0, total: 101 });
    expect(mayBet).toBe(100);
    expect(db.prepare("SELECT status FROM accounts WHERE userName = 'ag050'").get()?.status).toBe('active');
    const market = String(db.prepare("SELECT _id FROM markets WHERE status = 'open' LIMIT 1").get()?._id);
    const selection = db.prepare('SELECT _id, name FROM selections WHERE marketId = ? LIMIT 1').get(market);
    const bet = placeBet(db, { idempotencyKey: 'locked-bet', accountId: punter, marketId: market, outcomeId: String(selection?._id), outcomeName: String(selection?.name), side: 'back', odds: 2, stake: toMinor(100), placedAt: new Date() }, {});
    expect(bet).toMatchObject({ accepted: false, bet: { reason: 'accountNotActive' } });

    const houseOrParent = String(db.prepare("SELECT _id FROM accounts WHERE userName = 'sa05'").get()?._id);
    const parentBefore = moneyOf(db, houseOrParent)?.balance ?? 0;
    const done = await admin.ok<{ backup: { fileId: string; rows: number; total: number }; transfer: { users: number; amount: number; batchId: string } }>('/white-label/child-balance/transfer', {
      _id: site._id,
      confirmName: 'Closing Site',
    });
    expect(done.backup).toMatchObject({ rows: 101, total: before.inCredit.amount });
    // Every user whose balance is not zero moves: the punters in credit, and the agent too once the demo's settlements have given it a share.
    expect(done.transfer).toMatchObject({ users: before.inCredit.users + before.inDebit.users, amount: before.inCredit.amount });
    expect(moneyOf(db, punter)?.balance).toBe(0);
    expect(ledgerSum(db, punter)).toBe(0);
    expect((moneyOf(db, houseOrParent)?.balance ?? 0) - parentBefore).toBe(toMinor(before.inCredit.amount));
    const postings = db.prepare('SELECT SUM(amount) AS total, COUNT(*) AS n FROM ledger_postings WHERE batchId = ?').get(done.transfer.batchId);
    expect(postings).toEqual({ total: 0, n: 200 });

    const file = await fetch(`${t.exchange.origin}${t.exchange.prefix}/file/download?fileId=${done.backup.fileId}`, { headers: { authorization: `Bearer ${await t.login('admin', 'admin123')}` } });
    expect(file.headers.get('content-disposition')).toMatch(/backup-closing-site-.*\.csv/);
    // One site's backup: its money headers name the site's currency.
    const backup = await file.text();
    expect(backup).toContain(`Total balance (USD),${before.inCredit.amount.toFixed(2)}`);
    expect(backup).toContain('User name,Name,Level,Status,Balance (USD),Exposure (USD),Moves to');
    const again = await admin.call('/white-label/child-balance/transfer', { _id: site._id, confirmName: 'Closing Site' });
    expect(again.status).toBe(409);
    expect(JSON.parse(String(audits('whiteLabel.transfer').at(-1)?.after))).toMatchObject({ users: done.transfer.users, amount: before.inCredit.amount, batchId: done.transfer.batchId });

    const deleted = await admin.ok<{ closed: number }>('/white-label/delete-records', { _id: site._id, confirmName: 'Closing Site' });
    expect(deleted.closed).toBe(101);
    expect(await admin.ok('/white-label/delete', { _id: site._id, confirmName: 'Closing Site' })).toEqual({ deleted: true });
  });

  it('lists a site\u2019s bets newest first by the time they were placed, whatever order they were recorded in', async () => {
    const db = t.db();
    const punter = db.prepare("SELECT a._id, a.userName FROM accounts a JOIN white_labels w ON w._id = a.whiteLabelId WHERE w.name = 'Lucky Star' AND a.level = 'punter' ORDER BY a.userName LIMIT 1").get();
    const market = String(db.prepare("SELECT _id FROM markets WHERE status = 'open' LIMIT 1").get()?._id);
    const selection = db.prepare('SELECT _id, name FROM selections WHERE marketId = ? LIMIT 1').get(market);
    const bet = (key: string, placedAt: Date) =>
      placeBet(db, { idempotencyKey: key, accountId: String(punter?._id), marketId: market, outcomeId: String(selection?._id), outcomeName: String(selection?.name), side: 'back', odds: 2, stake: toMinor(100), placedAt });
    const later = new Date(Date.now() + 60_000);
    bet('history-later', later);
    bet('history-earlier', new Date(later.getTime() - 3_000));
    const page = await admin.ok<{ data: Array<{ placedAt: string }> }>('/bet-history', { length: 10, userName: String(punter?.userName) });
    const placed = page.data.map((b) => b.placedAt);
    expect(placed.slice(0, 2)).toEqual([later.toISOString(), new Date(later.getTime() - 3_000).toISOString()]);
    expect(placed).toEqual([...placed].sort().reverse());
  });

  it('exports a site\u2019s records as Excel and audits it', async () => {
    const royal = (await admin.ok<{ data: Site[] }>('/white-label/list', { search: { value: 'Royal Play' } })).data[0] as Site;
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/white-label/export-records?_id=${royal._id}&format=xlsx`, { headers: { authorization: `Bearer ${await t.login('admin', 'admin123')}` } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    // Every row is of the one site: its currency is in the money headers.
    expect(xlsxRows(bytes)[0]).toEqual(['User name', 'Name', 'Level', 'Status', 'Balance (INR)', 'Exposure (INR)', 'Postings']);
    expect(strFromU8(unzipSync(bytes)['xl/styles.xml'] ?? new Uint8Array())).not.toContain('<numFmts');
    expect(JSON.parse(String(audits('whiteLabel.exportRecords').at(-1)?.after))).toMatchObject({ name: 'Royal Play', rows: 202 });
  });

  it('groups the records’ money the Indian way when the user who exports does', async () => {
    const royal = (await admin.ok<{ data: Site[] }>('/white-label/list', { search: { value: 'Royal Play' } })).data[0] as Site;
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/white-label/export-records?_id=${royal._id}&format=xlsx&grouping=indian`, { headers: { authorization: `Bearer ${await t.login('admin', 'admin123')}` } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const styles = strFromU8(unzipSync(bytes)['xl/styles.xml'] ?? new Uint8Array());
    expect(styles).toContain(`<numFmt numFmtId="164" formatCode="${INDIAN_MONEY_FORMAT.replace(/>/g, '&gt;')}"/>`);
    // Money stays numbers, so a sum works in the sheet.
    expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array())).toMatch(/<c r="E2" s="[2-9]"><v>-?[\d.]+<\/v><\/c>/);
  });

  it('writes the records’ money with two decimals in a CSV', async () => {
    const royal = (await admin.ok<{ data: Site[] }>('/white-label/list', { search: { value: 'Royal Play' } })).data[0] as Site;
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/white-label/export-records?_id=${royal._id}&format=csv`, { headers: { authorization: `Bearer ${await t.login('admin', 'admin123')}` } });
    const [header, ...lines] = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('User name,Name,Level,Status,Balance (INR),Exposure (INR),Postings');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line, line).toMatch(/,-?\d+\.\d\d,-?\d+\.\d\d,\d+$/);
  });
});
