import { afterAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../live/random';
import { ledgerSum, moneyOf } from '../../money/ledger';
import { openCasinoFixture } from './casino-fixture';
import { dealTick, MAX_UNSETTLED_PER_TABLE } from './dealer';
import { saveEvent } from './events';

const fixture = openCasinoFixture();
afterAll(() => fixture.close());
const { db } = fixture;

const count = (sql: string, ...args: string[]) => Number(db.prepare(sql).get(...args)?.n);

describe('the casino dealer', () => {
  it('plays rounds on the timer: closes each when due, pays house rounds, leaves some international ones unsettled (within a cap), books balanced', () => {
    const { id: house } = saveEvent(db, { name: 'House Teen Patti', tabId: null, game: 'teenPatti', provider: 'house', roundSeconds: 5, minStake: 1, maxStake: 1_000 });
    const random = createRandom(13);
    const settings = { tickMs: 1_000, unsettledShare: 0.5, betChance: 1 };
    const start = Date.UTC(2025, 0, 1, 12);
    for (let second = 0; second < 600; second += 1) dealTick(db, settings, random, new Date(start + second * 1_000));

    expect(count(`SELECT COUNT(*) AS n FROM casino_rounds WHERE eventId = ? AND status = 'settled'`, house)).toBeGreaterThan(100);
    expect(count(`SELECT COUNT(*) AS n FROM casino_rounds WHERE eventId = ? AND status = 'unsettled'`, house)).toBe(0);
    const waiting = count(`SELECT COUNT(*) AS n FROM casino_rounds WHERE eventId = ? AND status = 'unsettled'`, fixture.eventId);
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThanOrEqual(MAX_UNSETTLED_PER_TABLE);
    // One round open per table, no more.
    expect(count(`SELECT COUNT(*) AS n FROM casino_rounds WHERE status = 'betting'`)).toBe(2);
    expect(count('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_postings')).toBe(0);
    for (const punter of fixture.punters) expect(moneyOf(db, punter)?.balance).toBe(ledgerSum(db, punter));
  });
});
