import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databasePath, openDatabase } from '../db/database';
import { getKv, setKv } from '../db/kv';
import { getJwtSecret, SIGNING_KEY_FILE } from './secret';

const fresh = () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'demo-secret-')), 'data');
  return { dataDir, db: openDatabase(dataDir) };
};

describe('the demo data directory and its signing key', () => {
  it('is readable by its owner only: the directory, the database and its WAL files', () => {
    const { dataDir, db } = fresh();
    db.exec("INSERT INTO kv (key, value) VALUES ('probe', 'x')");
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dataDir)) expect(statSync(join(dataDir, name)).mode & 0o077, name).toBe(0);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['demo-exchange.sqlite', 'demo-exchange.sqlite-wal']));
    db.close();
  });

  it('keeps the token-signing key out of the database, in an owner-only file, the same across restarts', () => {
    const { dataDir, db } = fresh();
    const key = getJwtSecret(db, dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, SIGNING_KEY_FILE)).mode & 0o077).toBe(0);
    expect(getJwtSecret(db, dataDir)).toBe(key);
    for (const file of [databasePath(dataDir), `${databasePath(dataDir)}-wal`]) expect(readFileSync(file).includes(Buffer.from(key)), file).toBe(false);
    db.close();
  });

  it("moves an older database's key out of it, so earlier tokens stay valid", () => {
    const { dataDir, db } = fresh();
    const legacy = 'a'.repeat(64);
    setKv(db, 'jwtSecret', legacy);
    expect(getJwtSecret(db, dataDir)).toBe(legacy);
    expect(getKv(db, 'jwtSecret')).toBeUndefined();
    expect(readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8').trim()).toBe(legacy);
    db.close();
  });
});
