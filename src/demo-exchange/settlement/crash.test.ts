import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { moneyOf } from '../money/ledger';
import { brokenInvariants } from './invariants';
import { settleMarket } from './settle';
import { openSettlementFixture } from './settlement-fixture';

const root = resolve(import.meta.dirname, '../../..');

/** Runs settleAndCrash in a fresh Node process (TypeScript loaded by jiti, with the project's alias). */
const crashingSettlement = (dir: string, marketId: string, crashAt: number) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createJiti } from 'jiti';
       const jiti = createJiti(${JSON.stringify(`${root}/`)}, { alias: { '@shared': ${JSON.stringify(`${root}/src/shared`)} } });
       const { settleAndCrash } = await jiti.import('./src/demo-exchange/settlement/crash-hook.ts');
       settleAndCrash(${JSON.stringify(dir)}, ${JSON.stringify(marketId)}, ${crashAt});`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );

describe('a settlement killed half-way', () => {
  const fx = openSettlementFixture();
  afterAll(() => fx.close());

  it('leaves none of itself after a restart, and settles whole afterwards', { timeout: 90_000 }, () => {
    const { marketId, outcomes } = fx.openMarket('matchOdds');
    fx.punters.forEach((accountId, i) => fx.bet({ marketId, outcomeId: outcomes[i % 2] ?? '', accountId, odds: 2 + i / 10, stake: (i + 1) * 10_00 }));
    fx.declare(marketId, { winnerIds: [outcomes[0] ?? ''] });
    const before = fx.punters.map((id) => moneyOf(fx.db, id));
    fx.db.close();

    const child = crashingSettlement(fx.dir, marketId, 4);
    expect(child.signal, child.stderr).toBe('SIGKILL');

    const db = openDatabase(fx.dir);
    try {
      expect(Number(db.prepare('SELECT COUNT(*) AS n FROM settlements').get()?.n)).toBe(0);
      expect(Number(db.prepare(`SELECT COUNT(*) AS n FROM ledger_batches WHERE kind = 'settlement'`).get()?.n)).toBe(0);
      expect(Number(db.prepare(`SELECT COUNT(*) AS n FROM bets WHERE marketId = ? AND status = 'matched'`).get(marketId)?.n)).toBe(fx.punters.length);
      expect(fx.punters.map((id) => moneyOf(db, id))).toEqual(before);
      expect(brokenInvariants(db)).toEqual([]);

      // The retry after the crash settles it whole, once.
      const { settlement } = settleMarket(db, { marketId, idempotencyKey: 'crash-test', actor: fx.carol });
      expect(settlement).toMatchObject({ version: 1, betCount: fx.punters.length });
      expect(settleMarket(db, { marketId, idempotencyKey: 'crash-test', actor: fx.carol }).replayed).toBe(true);
      expect(brokenInvariants(db)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
