import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_TRADER_ROLE } from '@shared/contract';
import { DEMO_DOMAIN, DEMO_TRADER_PASSWORD } from '../../accounts';
import { hashPassword } from '../../auth/passwords';
import { newObjectId } from '../../db/ids';
import { roleDefaults } from '../staff/roles';

/** DEMO_SEED_TRADERS: how many extra market traders a fresh demo database gets (benchmarks, paging demos). */
export const SEED_TRADERS_ENV = 'DEMO_SEED_TRADERS';
export const MAX_SEED_TRADERS = 100_000;

export const bulkTraderCount = (env: NodeJS.ProcessEnv): number => {
  const raw = env[SEED_TRADERS_ENV];
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d+$/.test(raw.trim())) throw new Error(`${SEED_TRADERS_ENV} must be a whole number`);
  return Math.min(Number(raw), MAX_SEED_TRADERS);
};

const FIRST = ['Aarav', 'Bianca', 'Chen', 'Dmitri', 'Esther', 'Farid', 'Greta', 'Hiro', 'Imani', 'Jonas', 'Kavya', 'Liam', 'Mei', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sanjay', 'Tomas', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zara'];
const LAST = ['Anand', 'Brooks', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Haddad', 'Ito', 'Jansen', 'Kowalski', 'Lopez', 'Mehta', 'Novak', 'Okafor', 'Patel', 'Quispe', 'Rossi', 'Silva', 'Tanaka', 'Usman', 'Varga', 'Walsh', 'Xu', 'Yilmaz', 'Zhou'];

/** The n-th bulk trader: names spread over the alphabet so search and ordering have something to do. */
export const bulkTrader = (n: number): { name: string; userName: string; status: 'active' | 'inactive' } => {
  const first = FIRST[n % FIRST.length] ?? 'Trader';
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Demo';
  return {
    name: `${first} ${last} ${String(n).padStart(5, '0')}`,
    userName: `${first.toLowerCase()}.${last.toLowerCase()}${n}`,
    // Every seventh one is switched off, so the Active column shows both states.
    status: n % 7 === 6 ? 'inactive' : 'active',
  };
};

/**
 * Hashes the shared demo password once (scrypt per account would take minutes for 10,000), then returns
 * the writer the seed runs inside its transaction. All bulk traders log in with the demo trader password.
 */
export const prepareBulkTraders = async (env: NodeJS.ProcessEnv): Promise<(db: DatabaseSync, now: Date) => void> => {
  const count = bulkTraderCount(env);
  if (count === 0) return () => {};
  const passwordHash = await hashPassword(DEMO_TRADER_PASSWORD);
  return (db, now) => seedBulkTraders(db, count, passwordHash, now);
};

export const seedBulkTraders = (db: DatabaseSync, count: number, passwordHash: string, now: Date): void => {
  const permissions = JSON.stringify(
    Object.fromEntries(Object.entries(roleDefaults(db, DEFAULT_TRADER_ROLE) ?? {}).filter(([, on]) => on)),
  );
  const insert = db.prepare(
    `INSERT INTO users (_id, name, userName, passwordHash, role, status, domain, permissions, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let n = 1; n <= count; n += 1) {
    const { name, userName, status } = bulkTrader(n);
    // One second apart, oldest first, so "newest" has a meaning too.
    const at = new Date(now.getTime() - (count - n) * 1000).toISOString();
    insert.run(newObjectId(now), name, userName, passwordHash, DEFAULT_TRADER_ROLE, status, DEMO_DOMAIN, permissions, at, at);
  }
};
