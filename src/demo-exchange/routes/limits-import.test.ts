import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type CatalogueApi } from '../testing/route-setup';
import type { TestExchange } from '../testing/test-exchange';

let t: TestExchange;
let token: string;
let api: CatalogueApi;
// One exchange for the file; each test builds its own catalogue chain, so they do not share limits.
beforeAll(() => startAsAdmin().then((started) => ({ t, token, api } = started)));
afterAll(() => t.stop());

/** Multipart as the console's main core sends it (fetch's own encoding of a FormData). */
const upload = async (path: string, csv: string, type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type }), 'limits.csv');
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return t.call(path, { token, rawBody: await request.text(), headers: { 'content-type': request.headers.get('content-type') ?? '' } });
};

describe('betting-limit import', () => {
  it('previews every row with its target or its error, and saves nothing', async () => {
    const { marketId, eventId } = await api.buildChain('Imp');
    const csv = [
      'level,targetId,minStake,maxStake,maxProfit,maxLiability',
      `market,${marketId},10,"40,000","2,00,000",5000`,
      `event,${eventId},10,5,100,100`,
      'sport,000000000000000000000000,1,2,3,4',
      `galaxy,${eventId},1,2,3,4`,
      `event,${eventId},10,lots,100,100`,
    ].join('\n');
    const { status, body } = await upload('/bet-limit/import/preview', csv);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      valid: 1,
      invalid: 4,
      rows: [
        // Amounts grouped as the console writes them ("40,000", "2,00,000") read as the amounts they are.
        { line: 2, level: 'market', targetId: marketId, targetName: expect.stringContaining('Imp'), maxStake: 40_000, maxProfit: 200_000 },
        { line: 3, error: 'Maximum stake must not be less than the minimum stake.' },
        { line: 4, error: expect.stringMatching(/not found|valid/) },
        // In words, never a schema library's text.
        { line: 5, error: expect.stringMatching(/^Level: /) },
        { line: 6, error: expect.stringMatching(/^Maximum stake: /) },
      ],
    });
    expect(JSON.stringify(body.data)).not.toMatch(/Invalid option|expected/);
    expect(t.db().prepare('SELECT COUNT(*) AS n FROM bet_limits WHERE targetId = ?').get(marketId)).toEqual({ n: 0 });
  });

  it('applies the valid rows on confirm, and exports them back as CSV', async () => {
    const { marketId } = await api.buildChain('App');
    const csv = `level,targetId,targetName,minStake,maxStake,maxProfit,maxLiability\r\nmarket,${marketId},"Anything, ignored",20,750,3000,6000\r\nmarket,,x,1,2,3,4\r\n`;
    const { body } = await upload('/bet-limit/import/apply', csv);
    expect(body.data).toEqual({ applied: 1, skipped: 1 });
    // Audited as a saved limit is: named by where it applies, the market with its event.
    const audited = t.db().prepare(`SELECT a.targetName FROM audit_log a JOIN bet_limits l ON l.betlimitId = a.targetId WHERE l.targetId = ?`).get(marketId);
    expect(audited?.targetName).toBe('Market: Home App v Away App · Match Odds');
    // The export answers the file itself, not a JSON envelope.
    const response = await fetch(`${t.exchange.origin}${t.exchange.prefix}/bet-limits/export?level=market`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('level,targetId,targetName,minStake,maxStake,maxProfit,maxLiability');
    expect(text).toContain(`market,${marketId},`);
    expect(text).toContain(',20,750,3000,6000');
  });

  it('refuses a file without the columns, and a body that is not multipart', async () => {
    expect((await upload('/bet-limit/import/preview', 'a,b\n1,2\n')).body.meta.message).toMatch(/must name the columns/);
    expect((await t.call('/bet-limit/import/preview', { token, body: { file: 'x' } })).status).toBe(415);
  });
});
