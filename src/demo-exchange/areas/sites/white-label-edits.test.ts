import { describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/png';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Site {
  _id: string;
  name: string;
  menus: string[];
  updatedAt: string;
}
type MenuLine = { key: string; enabled: boolean };

const FIELDS = { adminUrl: 'https://admin.qa-edits.example', clientUrl: 'https://qa-edits.example', currency: 'INR', commission: 2, menus: ['sports', 'casino'] };

/** The logo sent as the Configure form sends it: a multipart upload. */
const uploadLogo = async (id: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('_id', id);
  form.append('logo', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'logo.png');
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const rawBody = new Uint8Array(await request.arrayBuffer());
  return exchange.t.call('/white-label/logo', { token: exchange.token, rawBody, headers: { 'content-type': request.headers.get('content-type') ?? '' } });
};

const stored = (id: string) => exchange.t.db().prepare('SELECT updatedAt FROM white_labels WHERE _id = ?').get(id)?.updatedAt;
const logoRows = (id: string) => exchange.t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'whiteLabel.logo' AND targetId = ?").get(id)?.n;

describe("a white label's logo sent again", () => {
  it('is no edit when it is the same logo: no audit row, updatedAt kept, a Configure form opened before still saves; another logo refuses it', async () => {
    const { api } = exchange;
    const site = await api.ok<Site>('/white-label/save', { name: 'QA Logo Edits', ...FIELDS, adminUrl: 'https://admin.qa-logo.example', clientUrl: 'https://qa-logo.example' });
    expect((await uploadLogo(site._id, solidPng(64, 64))).status).toBe(200);
    const opened = String(stored(site._id));
    expect(logoRows(site._id)).toBe(1);

    const again = await uploadLogo(site._id, solidPng(64, 64));
    expect(again.status).toBe(200);
    expect(logoRows(site._id)).toBe(1);
    expect(stored(site._id)).toBe(opened);
    const saved = await api.call<Site>('/white-label/save', { _id: site._id, name: 'QA Logo Edits', ...FIELDS, adminUrl: 'https://admin.qa-logo.example', clientUrl: 'https://qa-logo.example', commission: 3, expectedUpdatedAt: opened });
    expect(saved.status).toBe(200);

    // Another logo is an edit: dated at the updatedAt it wrote, it refuses the form that read the version before it.
    expect((await uploadLogo(site._id, solidPng(64, 64, [200, 30, 30]))).status).toBe(200);
    expect(exchange.t.db().prepare("SELECT at FROM audit_log WHERE action = 'whiteLabel.logo' AND targetId = ? ORDER BY id DESC LIMIT 1").get(site._id)?.at).toBe(stored(site._id));
    const stale = await api.call('/white-label/save', { _id: site._id, name: 'QA Logo Edits', ...FIELDS, adminUrl: 'https://admin.qa-logo.example', clientUrl: 'https://qa-logo.example', commission: 4, expectedUpdatedAt: saved.data.updatedAt });
    expect(stale.status).toBe(409);
  });
});

describe("a white label's menus saved from the drawer", () => {
  it('are refused, nothing written, after a Configure save since the version the panel read; its own next save from the version it made is taken', async () => {
    const { api } = exchange;
    const opened = await api.ok<Site>('/white-label/save', { name: 'QA Menus Edits', ...FIELDS });
    const renamed = await api.ok<Site>('/white-label/save', { _id: opened._id, name: 'QA Menus Renamed', ...FIELDS, menus: ['sports'], expectedUpdatedAt: opened.updatedAt });

    const stale = await api.call('/white-label/menus/save', { _id: opened._id, menus: ['sports', 'casino', 'racing'], expectedUpdatedAt: opened.updatedAt });
    expect(stale.status).toBe(409);
    expect(stale.body.meta.message).toEqual({
      expectedUpdatedAt: { message: expect.stringMatching(/^QA Menus Renamed was changed by admin at \d\d:\d\d UTC since you opened it\./) },
      changedAt: { message: renamed.updatedAt },
    });
    expect((await api.ok<Site>('/white-label/config', { _id: opened._id })).menus).toEqual(['sports']);

    const first = await api.ok<MenuLine[]>('/white-label/menus/save', { _id: opened._id, menus: ['sports', 'racing'], expectedUpdatedAt: renamed.updatedAt });
    expect(first.filter((line) => line.enabled).map((line) => line.key)).toEqual(['sports', 'racing']);
    // Its audit row is dated at the updatedAt it wrote: the panel holding that version is not refused by its own save.
    const madeAt = String(stored(opened._id));
    expect(exchange.t.db().prepare("SELECT at FROM audit_log WHERE action = 'whiteLabel.menus' AND targetId = ? ORDER BY id DESC LIMIT 1").get(opened._id)?.at).toBe(madeAt);
    const second = await api.call('/white-label/menus/save', { _id: opened._id, menus: ['sports'], expectedUpdatedAt: madeAt });
    expect(second.status).toBe(200);
  });
});
