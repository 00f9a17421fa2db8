import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

const marketOf = (family: string) =>
  String(exchange.t.db().prepare("SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = ? ORDER BY m.rowid LIMIT 1").get(family)?._id);

interface News { text: string; targetName: string; updatedBy: string | null }

describe('news lines', () => {
  it('writes, reads, audits and takes down a fancy market’s news line', async () => {
    const targetId = marketOf('fancy');
    expect((await exchange.api.ok<News>('/news', { family: 'fancy', targetId })).text).toBe('');
    const saved = await exchange.api.ok<News>('/news/save', { family: 'fancy', targetId, text: '  Rain delay: 6 over line from 14:30  ' });
    expect(saved).toMatchObject({ text: 'Rain delay: 6 over line from 14:30', updatedBy: 'admin' });
    expect((await exchange.api.ok<News>('/news', { family: 'fancy', targetId })).text).toBe('Rain delay: 6 over line from 14:30');
    const row = exchange.t.db().prepare("SELECT before, after FROM audit_log WHERE action = 'news.update' ORDER BY id DESC").get();
    expect(JSON.parse(String(row?.after)).text).toBe('Rain delay: 6 over line from 14:30');
    expect(JSON.parse(String(row?.before)).text).toBe('');
    expect((await exchange.api.ok<News>('/news/save', { family: 'fancy', targetId, text: '' })).text).toBe('');
  });

  it('serves every family and refuses a market of another family, an unknown target and a text too long', async () => {
    for (const [family, market] of [['sportsbook', 'sportsbook'], ['bookmaker', 'bookmaker'], ['racing', 'racing'], ['exchange', 'matchOdds']] as const) {
      expect((await exchange.api.ok<News>('/news/save', { family, targetId: marketOf(market), text: `${family} news` })).text).toBe(`${family} news`);
    }
    expect((await exchange.api.call('/news/save', { family: 'fancy', targetId: marketOf('bookmaker'), text: 'x' })).status).toBe(404);
    expect((await exchange.api.call('/news', { family: 'fancy', targetId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).status).toBe(404);
    const long = await exchange.api.call('/news/save', { family: 'fancy', targetId: marketOf('fancy'), text: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/at most 300 characters/);
  });

  it('needs the family’s flag', async () => {
    const fancyOnly = catalogueApi(exchange.t, await createTrader(exchange.t, 'fancy-news', ['marketManagement', 'fancyManagement']));
    expect((await fancyOnly.call('/news/save', { family: 'fancy', targetId: marketOf('fancy'), text: 'ok' })).status).toBe(200);
    expect((await fancyOnly.call('/news/save', { family: 'sportsbook', targetId: marketOf('sportsbook'), text: 'no' })).status).toBe(403);
    expect((await fancyOnly.call('/news', { family: 'bookmaker', targetId: marketOf('bookmaker') })).status).toBe(403);
  });
});
