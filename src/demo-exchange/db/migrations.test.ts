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

describe('migration 1701 (the login history’s code-step outcomes)', () => {
  it('keeps every row, its indexes and where ids go on from, and takes the new outcomes', () => {
    const db = memoryDb();
    runMigrations(db, MIGRATIONS.filter((m) => m.version !== 1701));
    const insert = db.prepare(`INSERT INTO login_history (userId, userName, at, ip, outcome, client) VALUES (NULL, ?, '2026-11-28T00:00:00.000Z', '127.0.0.1', ?, 'test')`);
    for (let i = 1; i <= 10; i += 1) insert.run(`user${i}`, i % 2 === 0 ? 'success' : 'wrong-password');
    expect(() => insert.run('otp', 'wrong-code')).toThrow(/CHECK/);
    // The newest rows pruned: their ids must still not come back.
    db.prepare('DELETE FROM login_history WHERE id > 7').run();
    expect(runMigrations(db)).toEqual([1701]);
    expect(db.prepare('SELECT id, userName, outcome, client FROM login_history ORDER BY id').all()).toEqual(
      Array.from({ length: 7 }, (_, i) => ({ id: i + 1, userName: `user${i + 1}`, outcome: (i + 1) % 2 === 0 ? 'success' : 'wrong-password', client: 'test' })),
    );
    const next = db.prepare(`INSERT INTO login_history (userId, userName, at, ip, outcome) VALUES (NULL, 'otp', '2026-11-28T00:00:01.000Z', '127.0.0.1', 'wrong-code')`).run();
    expect(Number(next.lastInsertRowid)).toBe(11);
    expect(() => db.prepare(`INSERT INTO login_history (userId, userName, at, ip, outcome) VALUES (NULL, 'otp', '2026-11-28T00:00:02.000Z', '127.0.0.1', 'awaiting-code')`).run()).not.toThrow();
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'login_history' ORDER BY name").all().map((r) => r.name);
    expect(indexes).toEqual(['login_history_at', 'login_history_user_at']);
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
