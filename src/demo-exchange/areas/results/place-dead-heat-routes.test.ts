import { describe, expect, it } from 'vitest';
import { DEAD_HEAT_WORDS } from '@shared/results';
import { placeBet } from '../../money/place-bet';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface View { status: string | null; label: string | null }
interface Preview { nextVersion: number; resultKey: string; betCount: number; punterWon: number; punterLost: number }
interface Bet { punter: string; deadHeat: number | null; deadHeatPlaces?: number | null; pnl: number | null }

/** A seeded race's Place market, open with generous limits, with a back of 100 at 3.0 on each of its first three runners by three punters. */
const placeMarketWithBets = () => {
  const db = exchange.t.db();
  const marketId = String(db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.code = 'PLACE' ORDER BY m._id LIMIT 1`).get()?._id);
  db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
  db.prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`).run(`l-${marketId}`, marketId);
  const runners = db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((r) => String(r._id));
  const punters = db.prepare(`SELECT _id, userName FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 3`).all().map((r) => ({ id: String(r._id), userName: String(r.userName) }));
  punters.forEach((punter, i) => {
    const placed = placeBet(db, { idempotencyKey: `place-dh-${i}`, accountId: punter.id, marketId, outcomeId: runners[i] ?? '', outcomeName: `Runner ${i}`, side: 'back', odds: 3, stake: 100_00, placedAt: new Date() });
    expect(placed.accepted, placed.bet.message ?? '').toBe(true);
  });
  return { marketId, runners, punters };
};

describe('a Place market’s dead heat for its last place over HTTP', () => {
  it('is entered with the tied runners, verified only with the same tie, settled on the share, and listed per bet', async () => {
    const { api, t } = exchange;
    const { marketId, runners, punters } = placeMarketWithBets();
    const [a = '', b = '', c = ''] = runners;
    const entry = { marketId, winnerIds: [a, b, c], deadHeatIds: [b, c] };
    const refused = await t.call('/result/racing/save', { token: exchange.token, body: { marketId, winnerIds: [a, b, c], deadHeatIds: [c] } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(DEAD_HEAT_WORDS.tooFewTied);
    expect(await api.ok<View>('/result/racing/save', entry)).toMatchObject({ status: 'pending', label: expect.stringMatching(/^Placed: .+; dead heat for 2nd: .+, .+$/) });

    const trader = await t.login('trader', 'trader123');
    const declared = await t.call('/result/verify', { token: trader, body: { ...entry, winnerIds: [c, b, a], deadHeatIds: [c, b] } });
    expect(declared.body.data).toMatchObject({ status: 'declared' });

    const preview = await api.ok<Preview>('/result/settle-preview', { marketId });
    // A wins 200 in full; B and C each settle half their stake: 50 at 3.0 wins 100, 50 loses.
    expect(preview).toMatchObject({ betCount: 3, punterWon: 200_00 + 50_00 + 50_00, punterLost: 0 });
    const expected = { version: preview.nextVersion, resultKey: preview.resultKey, betCount: preview.betCount, punterWon: preview.punterWon, punterLost: preview.punterLost };
    expect((await t.call('/result/settle', { token: exchange.token, body: { marketId, expected }, headers: { 'idempotency-key': 'place-dh-settle' } })).status).toBe(200);

    const bets = await api.ok<Bet[]>('/result/bets', { marketId });
    const byPunter = (userName: string | undefined) => bets.find((bet) => bet.punter === userName);
    expect(punters.map((p) => byPunter(p.userName))).toMatchObject([
      { pnl: 200_00, deadHeat: 1, deadHeatPlaces: 1 },
      { pnl: 50_00, deadHeat: 2, deadHeatPlaces: 1 },
      { pnl: 50_00, deadHeat: 2, deadHeatPlaces: 1 },
    ]);
  });
});
