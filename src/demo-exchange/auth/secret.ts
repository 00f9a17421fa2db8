import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getOrCreateKv } from '../db/kv';

const JWT_SECRET_KEY = 'jwtSecret';

/** Random per database and kept in it: tokens survive a restart, and a fresh data dir invalidates them all. */
export const getJwtSecret = (db: DatabaseSync): string => getOrCreateKv(db, JWT_SECRET_KEY, () => randomBytes(32).toString('hex'));
