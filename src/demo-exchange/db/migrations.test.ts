import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../accounts';
import { verifyPassword } from '../auth/passwords';
import { MIGRATIONS, runMigrations } from './migrations';
import { seedDemoData } from './seed';
import { countUsers, findUserByUserName } from './users';

const open: DatabaseSync[] = [];
const memoryDb = () => {
  const db = new DatabaseSync(':memory:');
  open.push(db);
  return db;
};
afterEach(() => open.splice(0).forEach((db) => db.close()));

describe('migrations', () => {
  it('are numbered without repeats, in increasing order (each area owns a range: 1+, 100+, 200+, 300+)', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });

  it('apply once and record each version in schema_migrations', () => {
    const db = memoryDb();
    expect(runMigrations(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(runMigrations(db)).toEqual([]);
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((r) => r.version)).toEqual(
      MIGRATIONS.map((m) => m.version),
    );
  });

  it('apply only the newer ones to an older database, and roll back a failing one', () => {
    const db = memoryDb();
    runMigrations(db);
    const next = Math.max(...MIGRATIONS.map((m) => m.version)) + 1;
    const extra = [...MIGRATIONS, { version: next, name: 'extra', up: 'CREATE TABLE extra (id INTEGER PRIMARY KEY)' }];
    expect(runMigrations(db, extra)).toEqual([next]);
    const broken = [...extra, { version: next + 1, name: 'broken', up: 'CREATE TABLE partial (id INTEGER); NOT SQL' }];
    expect(() => runMigrations(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'partial'").get()).toBeUndefined();
  });
});

describe('the seed', () => {
  it('creates every demo account once, with the admin password given', async () => {
    const db = memoryDb();
    runMigrations(db);
    expect(await seedDemoData(db, { adminPassword: 'chosen-admin-pw' })).toBe(true);
    expect(await seedDemoData(db, { adminPassword: 'other' })).toBe(false);
    expect(countUsers(db)).toBe(SEED_ACCOUNTS.length);
    const admin = findUserByUserName(db, 'ADMIN');
    expect(admin?.role).toBe('admin');
    expect(admin?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await verifyPassword('chosen-admin-pw', admin?.passwordHash ?? '')).toBe(true);
  });

  it('gives traders partial permissions and the viewer none', async () => {
    const db = memoryDb();
    runMigrations(db);
    await seedDemoData(db, { adminPassword: 'x' });
    const trader = findUserByUserName(db, 'trader');
    expect(trader?.permissions).toMatchObject({ marketManagement: true, exchangeManagement: true, addMarket: true, navigation: true, quickLinks: true, operationalLogs: true });
    expect(trader?.permissions.marketTraderManagement).toBeUndefined();
    expect(findUserByUserName(db, 'logs')?.permissions).toEqual({ operationalLogs: true });
    expect(findUserByUserName(db, 'viewer')?.permissions).toEqual({});
  });
});
