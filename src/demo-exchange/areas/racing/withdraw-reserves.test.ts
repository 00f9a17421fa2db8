import { afterAll, describe, expect, it } from 'vitest';
import { reservedExposure } from '../../money/exposure-store';
import { moneyOf } from '../../money/ledger';
import { brokenInvariants } from '../../settlement/invariants';
import { settleMarket } from '../../settlement/settle';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { withdrawRunner } from './card';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db } = fx;
const [punter = '', other = ''] = fx.punters;

const start = Date.UTC(2026, 10, 26, 12, 0, 0);
const minute = (n: number) => new Date(start + n * 60_000);

/** Runs `test` on a fresh race (rolled back after): its Win market, runners A to D. */
const onARace = (test: (race: { marketId: string; a: string; b: string; c: string; d: string }) => void) => {
  db.exec('BEGIN');
  try {
    const { marketId, outcomes } = fx.openRaceMarket('WIN');
    const [a = '', b = '', c = '', d = ''] = outcomes;
    test({ marketId, a, b, c, d });
  } finally {
    db.exec('ROLLBACK');
  }
};

/** Settles the market with this winner: what each punter's balance moved by. */
const settle = (marketId: string, winner: string) => {
  const before = fx.punters.map((id) => moneyOf(db, id)?.balance ?? 0);
  fx.declare(marketId, { winnerIds: [winner] });
  settleMarket(db, { marketId, idempotencyKey: `withdraw-reserves-${marketId}-${winner}`, actor: fx.carol });
  return new Map(fx.punters.map((id, i) => [id, (moneyOf(db, id)?.balance ?? 0) - (before[i] ?? 0)]));
};

describe('a non-runner withdrawn after bets were struck', () => {
  it('reserves again the lay it voids: lays of C and D at 2 risk nothing until D is withdrawn, then the lay of C risks 100', () => {
    onARace(({ marketId, c, d }) => {
      for (const outcomeId of [c, d]) fx.bet({ marketId, outcomeId, accountId: punter, side: 'lay', odds: 2, stake: 100_00, placedAt: minute(1) });
      expect(reservedExposure(db, punter, marketId)).toBe(0);
      withdrawRunner(db, marketId, d, 8, 'test', minute(2));
      expect(reservedExposure(db, punter, marketId)).toBe(100_00);
      expect(settle(marketId, c).get(punter)).toBe(-100_00);
    });
  });

  it('reserves again the Rule 4 it takes: back A 10, B 50 and C 50 at 2 lose 95 when A wins once D is out at 1.60 (50p), not 90', () => {
    onARace(({ marketId, a, b, c, d }) => {
      for (const [outcomeId, stake] of [[a, 10_00], [b, 50_00], [c, 50_00]] as const) fx.bet({ marketId, outcomeId, accountId: punter, side: 'back', odds: 2, stake, placedAt: minute(1) });
      // While D runs, D winning is the worst: every back loses.
      expect(reservedExposure(db, punter, marketId)).toBe(110_00);
      withdrawRunner(db, marketId, d, 1.6, 'test', minute(2));
      // A's winnings of 10 lose 50p in the pound: A winning is −95 (B or C winning is −10).
      expect(reservedExposure(db, punter, marketId)).toBe(95_00);
      // Struck after the withdrawal, a bet knew the field: its winnings are whole.
      fx.bet({ marketId, outcomeId: a, accountId: other, side: 'back', odds: 2, stake: 10_00, placedAt: minute(3) });
      const moved = settle(marketId, a);
      expect(moved.get(punter)).toBe(-95_00);
      expect(moved.get(other)).toBe(10_00);
    });
  });

  it('changes no reservation when the withdrawal is refused', () => {
    onARace(({ marketId, c, d }) => {
      for (const outcomeId of [c, d]) fx.bet({ marketId, outcomeId, accountId: punter, side: 'lay', odds: 2, stake: 100_00, placedAt: minute(1) });
      withdrawRunner(db, marketId, d, 8, 'test', minute(2));
      expect(() => withdrawRunner(db, marketId, d, 1.1, 'test', minute(3))).toThrow(/already withdrawn/);
      expect(reservedExposure(db, punter, marketId)).toBe(100_00);
    });
  });
});

describe('Rule 4 by the exchange’s order of bets, not the clock', () => {
  type Race = Parameters<Parameters<typeof onARace>[0]>[0];
  /** D withdrawn at 1.05 (90p) at `at`. */
  const withdrawD = ({ marketId, d }: Race, at: Date) => withdrawRunner(db, marketId, d, 1.05, 'test', at);
  /** The punter backs A and the other punter lays B, 100 each at 3.0, asked for at these times. */
  const backAlayB = ({ marketId, a, b }: Race, backAskedAt: Date, layAskedAt = backAskedAt) => {
    fx.bet({ marketId, outcomeId: a, accountId: punter, side: 'back', odds: 3, stake: 100_00, placedAt: backAskedAt });
    fx.bet({ marketId, outcomeId: b, accountId: other, side: 'lay', odds: 3, stake: 100_00, placedAt: layAskedAt });
  };
  /** The lay's reservation (B winning costs its liability of 200, less Rule 4), checked against every invariant, and what the back is paid when A wins. */
  const layReservedAndBackPaid = (race: Race) => {
    const reserved = reservedExposure(db, other, race.marketId);
    expect(brokenInvariants(db)).toEqual([]);
    return { reserved, paid: settle(race.marketId, race.a).get(punter) };
  };

  it('deducts a bet struck in the same millisecond as the withdrawal, before it: back A 100 at 3.0 wins 20, a lay of B at 3.0 risks 20', () => {
    onARace((race) => {
      backAlayB(race, minute(1));
      withdrawD(race, minute(1));
      expect(layReservedAndBackPaid(race)).toEqual({ reserved: 20_00, paid: 20_00 });
    });
  });

  it('pays in full a bet asked for before the withdrawal but struck after it (its bet delay ran over it): it knew the field', () => {
    onARace((race) => {
      withdrawD(race, minute(2));
      backAlayB(race, minute(1));
      expect(layReservedAndBackPaid(race)).toEqual({ reserved: 200_00, paid: 200_00 });
    });
  });

  it('reads a withdrawal recorded before the order was kept (no last bet) by the time each bet was asked for', () => {
    onARace((race) => {
      withdrawD(race, minute(2));
      // As migration 1131 leaves a withdrawal recorded before it.
      db.prepare('UPDATE racing_withdrawals SET struckUpToSeq = NULL WHERE marketId = ?').run(race.marketId);
      // The back asked for before the withdrawal's time is deducted; the lay asked for after it is whole.
      backAlayB(race, minute(1), minute(3));
      expect(layReservedAndBackPaid(race)).toEqual({ reserved: 200_00, paid: 20_00 });
    });
  });
});
