import type { DatabaseSync } from 'node:sqlite';

export const getKv = (db: DatabaseSync, key: string): string | undefined => {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(key);
  return typeof row?.value === 'string' ? row.value : undefined;
};

export const setKv = (db: DatabaseSync, key: string, value: string): void => {
  db.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
};

export const deleteKv = (db: DatabaseSync, key: string): void => {
  db.prepare('DELETE FROM kv WHERE key = ?').run(key);
};
