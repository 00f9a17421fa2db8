import { openDatabase } from '../db/database';
import { settleMarket } from './settle';

/**
 * Fault-test support, run in a child process: settles a market and kills its own process (SIGKILL, no
 * clean-up of any kind) just before the ledger posting number `crashAt` is written, half-way through the
 * settlement's transaction.
 */
export const settleAndCrash = (dataDir: string, marketId: string, crashAt: number): void => {
  const db = openDatabase(dataDir);
  settleMarket(db, {
    marketId,
    idempotencyKey: 'crash-test',
    actor: { id: 'staff-crash', userName: 'crash' },
    beforePosting: (index) => {
      if (index === crashAt) process.kill(process.pid, 'SIGKILL');
    },
  });
};
