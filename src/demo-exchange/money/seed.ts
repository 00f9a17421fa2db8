import type { DatabaseSync } from 'node:sqlite';
import { toMinor } from '@shared/money/amounts';
import { getKv, setKv } from '../db/kv';
import { createRandom } from '../live/random';
import { accountCreator } from './accounts';
import { postBatch, type Posting } from './ledger';

const SEEDED_KEY = 'moneySeededAt';

export interface TreeSize {
  readonly superAgents: number;
  readonly agentsPerSuperAgent: number;
  readonly puntersPerAgent: number;
}

/** 5 super agents, 50 agents, 5,000 punters. */
export const DEMO_TREE: TreeSize = { superAgents: 5, agentsPerSuperAgent: 10, puntersPerAgent: 100 };

export const HOUSE_USER_NAME = 'house';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The betting side's accounts, seeded once: the house (admin) at the top, super agents with 20–40 %,
 * agents with 10–30 % (the house keeps the rest of each chain), punters with opening deposits of
 * 1,000–100,000 (log-uniform: many small, a few large). Each deposit is a balanced batch: the punter is
 * credited and the house's cash account debited. Repeatable: the same seed gives the same tree.
 */
export const seedAccountTree = (db: DatabaseSync, size: TreeSize = DEMO_TREE, seed = 20261123, now = new Date()): boolean => {
  if (getKv(db, SEEDED_KEY) !== undefined) return false;
  const random = createRandom(seed);
  const create = accountCreator(db);
  const house = create({ userName: HOUSE_USER_NAME, name: 'House', level: 'admin', parentId: null }, now);
  const deposits: Posting[] = [];
  let agentNo = 0;
  let punterNo = 0;
  for (let s = 1; s <= size.superAgents; s += 1) {
    const superAgent = create({ userName: `sa${pad(s, 2)}`, name: `Super Agent ${s}`, level: 'superAgent', parentId: house, share: random.int(4, 8) * 5 }, now);
    for (let a = 0; a < size.agentsPerSuperAgent; a += 1) {
      agentNo += 1;
      const agent = create({ userName: `ag${pad(agentNo, 3)}`, name: `Agent ${agentNo}`, level: 'agent', parentId: superAgent, share: random.int(2, 6) * 5 }, now);
      for (let p = 0; p < size.puntersPerAgent; p += 1) {
        punterNo += 1;
        const punter = create({ userName: `punter${pad(punterNo, 4)}`, name: `Punter ${punterNo}`, level: 'punter', parentId: agent }, now);
        const amount = toMinor(Math.round(Math.exp(Math.log(1_000) + random.next() * Math.log(100))));
        deposits.push({ accountId: punter, amount, kind: 'deposit', note: 'Opening deposit' }, { accountId: house, amount: -amount, kind: 'deposit', note: `Deposit to punter${pad(punterNo, 4)}` });
      }
    }
  }
  postBatch(db, { idempotencyKey: 'seed:opening-deposits', kind: 'deposit', by: 'seed', postings: deposits }, now);
  setKv(db, SEEDED_KEY, now.toISOString());
  return true;
};
