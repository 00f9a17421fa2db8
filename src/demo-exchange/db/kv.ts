import type { DatabaseSync } from 'node:sqlite';

export const getKv = (db: DatabaseSync, key: string): string | undefined => {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(key);
  return typeof row?.value === 'string' ? row.value : undefined;
};

export const setKv = (db: DatabaseSync, key: string, value: string): void => {
  db.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
};

/** The stored value, or `create()` stored now: used for per-database secrets. */
export const getOrCreateKv = (db: DatabaseSync, key: string, create: () => string): string => {
  const existing = getKv(db, key);
  if (existing !== undefined) return existing;
  const value = create();
  setKv(db, key, value);
  return value;
};
