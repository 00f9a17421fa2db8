import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { solidPng } from '../../testing/png';
import { adminExchangeForFile } from '../../testing/route-setup';
import { saveBanner as saveBannerRow } from './banners';

const exchange = adminExchangeForFile();

/** Multipart as the console's main core sends it: text fields and the image as a file part. */
const saveBanner = async (token: string, fields: Record<string, string>, image?: { bytes: Uint8Array; type: string; name: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.type }), image.name);
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return exchange.t.call('/banner/save', { token, rawBody: new Uint8Array(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } });
};
const png = (w = 1200, h = 300) => ({ bytes: solidPng(w, h), type: 'image/png', name: 'banner.png' });

describe('banners', () => {
  it('saves a banner with its image as a draft, publishes it, and keeps the order given', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const saved = await saveBanner(exchange.token, { title, site: 'main' }, png());
      expect(saved.status).toBe(200);
      ids.push((saved.body.data as { _id: string })._id);
    }
    const first = (await exchange.api.ok<Array<{ _id: string; width: number; status: string }>>('/banner/list', {})).find((b) => b._id === ids[0]);
    expect(first).toMatchObject({ width: 1200, status: 'draft' });
    const published = await exchange.api.ok<{ status: string; live: boolean }>('/banner/status', { _id: ids[0], status: 'published' });
    expect(published).toMatchObject({ status: 'published', live: true });
    const order = await exchange.api.ok<Array<{ _id: string }>>('/banner/sequence', { ids: [ids[2], ids[0]] });
    expect(order.map((b) => b._id).filter((id) => ids.includes(id))).toEqual([ids[2], ids[0], ids[1]]);
    const image = await exchange.api.ok<{ dataUrl: string }>('/banner/image', { _id: ids[0] });
    expect(image.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
  });

  it('refuses a text file named like an image, an image of the wrong size, and an end before the start', async () => {
    const fake = await saveBanner(exchange.token, { title: 'Fake' }, { bytes: new TextEncoder().encode('hello, not a picture'), type: 'image/png', name: 'fake.png' });
    expect(fake.status).toBe(400);
    expect(JSON.stringify(fake.body)).toMatch(/not a PNG, JPEG, GIF or WebP image/);
    expect(JSON.stringify((await saveBanner(exchange.token, { title: 'Tiny' }, png(100, 40))).body)).toMatch(/100×40 px/);
    const backwards = await saveBanner(exchange.token, { title: 'Backwards', startAt: '2026-12-02T10:00:00Z', endAt: '2026-12-01T10:00:00Z' }, png());
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('"endAt":{"message":"End: after the start."}');
  });

  it('refuses a schedule that ends when it starts even from a caller past the input schema', () => {
    const at = '2026-12-02T10:00:00.000Z';
    const sameInstant = { title: 'No time at all', link: '', site: 'main', startAt: at, endAt: at };
    expect(() => saveBannerRow(exchange.t.db(), sameInstant)).toThrow(expect.objectContaining({ status: 400, body: { endAt: { message: 'End: after the start.' } } }));
  });

  it('restores a deleted banner with its image, and audits both', async () => {
    const saved = await saveBanner(exchange.token, { title: 'Gone soon' }, png());
    const id = (saved.body.data as { _id: string })._id;
    await exchange.api.ok('/banner/delete', { _id: id });
    expect((await exchange.api.ok<Array<{ _id: string }>>('/banner/list', {})).map((b) => b._id)).not.toContain(id);
    expect((await exchange.api.ok<Array<{ _id: string }>>('/banner/deleted', {})).map((b) => b._id)).toContain(id);
    await exchange.api.ok('/banner/restore', { _id: id });
    expect((await exchange.api.ok<Array<{ _id: string; title: string }>>('/banner/list', {})).find((b) => b._id === id)?.title).toBe('Gone soon');
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 10 });
    expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining(['banner.delete', 'banner.restore']));
  });

  it('lets a graphic trader prepare drafts but not publish or delete; the exchange refuses', async () => {
    const traderToken = await createTrader(exchange.t, 'graphic-trader', ['graphicsManagement', 'graphicTrader']);
    const trader = catalogueApi(exchange.t, traderToken);
    const saved = await saveBanner(traderToken, { title: 'Trader draft' }, png());
    expect(saved.status).toBe(200);
    const id = (saved.body.data as { _id: string })._id;
    expect((await trader.call('/banner/delete', { _id: id })).status).toBe(403);
    expect((await trader.call('/banner/status', { _id: id, status: 'published' })).status).toBe(403);
    expect((await trader.call('/article/save', { kind: 'news', title: 'Team news', body: 'Fit and ready' })).status).toBe(200);
    const nobody = catalogueApi(exchange.t, await createTrader(exchange.t, 'graphics-viewer', ['graphicsManagement']));
    expect((await nobody.call('/article/save', { kind: 'news', title: 'x', body: 'y' })).status).toBe(403);
  });
});

describe('news, tips and previews', () => {
  it('stores text without any markup that could run, as a draft until published', async () => {
    const saved = await exchange.api.ok<{ _id: string; body: string; status: string }>('/article/save', { kind: 'preview', title: 'CSK v MI <b>preview</b>', body: 'Pitch report <script>alert(1)</script>\n\n- **Dry** surface' });
    expect(saved).toMatchObject({ body: 'Pitch report \n\n- **Dry** surface', status: 'draft' });
    const published = await exchange.api.ok<{ status: string; publishedAt: string | null }>('/article/status', { _id: saved._id, status: 'published' });
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const listed = await exchange.api.ok<Array<{ title: string }>>('/articles', { kind: 'preview' });
    expect(listed[0]?.title).toBe('CSK v MI preview');
  });

  it('takes only a t.me Telegram link', async () => {
    expect((await exchange.api.call('/telegram-link/save', { link: 'https://evil.example.com/x' })).status).toBe(400);
    expect(await exchange.api.ok('/telegram-link/save', { link: 'https://t.me/ExchangeSupport' })).toMatchObject({ link: 'https://t.me/ExchangeSupport' });
  });
});

describe('site menus', () => {
  it('refuses a label or a target its menu has already, on the field, and adds and audits nothing', async () => {
    await exchange.api.ok('/menu/add', { label: 'Promotions', target: '/promotions', placement: 'header' });
    const audited = async () => (await exchange.api.ok<{ recordsTotal: number }>('/audit-log-list', { length: 1 })).recordsTotal;
    const before = await audited();
    const twin = await exchange.api.call('/menu/add', { label: 'promotions', target: '/promotions', placement: 'header' });
    expect(twin.status).toBe(409);
    expect(twin.body.meta).toMatchObject({
      message: {
        label: { message: 'Label: the header menu has promotions already; choose another label.' },
        target: { message: 'Target: the header menu links to /promotions already; remove that item first or choose another target.' },
      },
    });
    expect(await audited()).toBe(before);
    const menus = await exchange.api.ok<Array<{ label: string; placement: string }>>('/menu/list', {});
    expect(menus.filter((m) => m.label === 'Promotions' && m.placement === 'header')).toHaveLength(1);
    // The footer is another menu: the same item may be there too.
    expect((await exchange.api.call('/menu/add', { label: 'Promotions', target: '/promotions', placement: 'footer' })).status).toBe(200);
  });
});
