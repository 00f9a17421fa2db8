import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../testing/route-setup';

/** The Idempotency-Key header end to end, on the exchange's real add-trader route. */
const exchange = adminExchangeForFile();

const trader = (userName: string) => ({ name: `Name of ${userName}`, userName, domain: '', password: 'secret1', role: 'TRADER' });
/** With the key given, or a new one (as the console sends), or none at all (`null`). */
const addTrader = (body: unknown, key?: string | null) =>
  exchange.t.call('/add-trader', { token: exchange.token, body, ...(key === null ? { idempotencyKey: false as const } : key === undefined ? {} : { headers: { 'idempotency-key': key } }) });
const tradersNamed = (userName: string) => Number(exchange.t.db().prepare('SELECT COUNT(*) AS n FROM users WHERE userName = ?').get(userName)?.n);
const keysStored = (key: string) => Number(exchange.t.db().prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = ?').get(key)?.n);

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeat, without creating twice', async () => {
    const first = await addTrader(trader('idem1'), 'key-idem1');
    const repeat = await addTrader(trader('idem1'), 'key-idem1');
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(tradersNamed('idem1')).toBe(1);
  });

  it('runs concurrent repeats once: both get the same answer', async () => {
    const answers = await Promise.all([addTrader(trader('idem2'), 'key-idem2'), addTrader(trader('idem2'), 'key-idem2')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data).toEqual(answers[1]?.body.data);
    expect(tradersNamed('idem2')).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing for it', async () => {
    await addTrader(trader('idem3'), 'key-idem3');
    const other = await addTrader(trader('idem3b'), 'key-idem3');
    expect(other.status).toBe(422);
    expect(other.body.meta.message).toMatch(/already used for a different request/);
    expect(tradersNamed('idem3b')).toBe(0);
  });

  it('stores nothing for a request refused by validation, so the corrected retry runs with the same key', async () => {
    const refused = await addTrader({ ...trader('idem4'), password: 'x' }, 'key-idem4');
    expect(refused.status).toBe(400);
    expect(keysStored('key-idem4')).toBe(0);
    const corrected = await addTrader(trader('idem4'), 'key-idem4');
    expect(corrected.status).toBe(200);
    expect(tradersNamed('idem4')).toBe(1);
  });

  it('keeps the handler’s own refusal (a taken user name) as the answer for that key', async () => {
    await addTrader(trader('idem5'));
    const taken = await addTrader(trader('idem5'), 'key-idem5');
    const repeat = await addTrader(trader('idem5'), 'key-idem5');
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(repeat.body).toEqual(taken.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a create without a key (422, saying what to send) and creates nothing; refuses a malformed one', async () => {
    const keyless = await addTrader(trader('idem6'), null);
    expect(keyless.status).toBe(422);
    expect(keyless.body.meta.message).toBe('This call creates or moves something: send an Idempotency-Key header (a new one per request, the same one on its retries).');
    expect(tradersNamed('idem6')).toBe(0);
    expect((await exchange.t.call('/trader-list', { token: exchange.token, body: { start: 0, length: 10, search: { value: '' } }, idempotencyKey: false })).status).toBe(200);
    const malformed = await addTrader(trader('idem7'), 'has spaces');
    expect(malformed.status).toBe(400);
    expect(tradersNamed('idem7')).toBe(0);
  });
});
