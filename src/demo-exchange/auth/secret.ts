import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { deleteKv, getKv } from '../db/kv';

export const SIGNING_KEY_FILE = 'demo-signing.key';
/** Where databases of older consoles kept the key (in the kv table): moved out on first open. */
const LEGACY_KV_KEY = 'jwtSecret';

const readKey = (file: string): string | undefined => {
  try {
    const key = readFileSync(file, 'utf8').trim();
    return key.length >= 32 ? key : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * The token-signing key: random per data directory, in a file only its owner can read (0600), never in
 * the database, which tools and backups read. Whoever holds it can forge an admin token. Tokens survive a
 * restart; a fresh data directory invalidates them all.
 */
export const getJwtSecret = (db: DatabaseSync, dataDir: string): string => {
  const file = join(dataDir, SIGNING_KEY_FILE);
  const existing = readKey(file);
  if (existing !== undefined) return existing;
  const key = getKv(db, LEGACY_KV_KEY) ?? randomBytes(32).toString('hex');
  // 'wx': two processes opening one data directory must not each write a different key.
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKey(file) ?? key;
  }
  deleteKv(db, LEGACY_KV_KEY);
  return key;
};
