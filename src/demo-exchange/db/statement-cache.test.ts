import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

const fresh = (size?: number) => {
  const db = cacheStatements(new DatabaseSync(':memory:'), size);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  return db;
};

describe('the statement cache', () => {
  it('answers the same compiled statement for the same SQL, and runs it with each call’s values', () => {
    const db = fresh();
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    expect(db.prepare('INSERT INTO t (name) VALUES (?)')).toBe(insert);
    insert.run('a');
    db.prepare('INSERT INTO t (name) VALUES (?)').run('b');
    expect(db.prepare('SELECT name FROM t WHERE id = ?').get(2)).toEqual({ name: 'b' });
    expect(db.prepare('SELECT name FROM t WHERE id = ?').get(1)).toEqual({ name: 'a' });
    expect(db.prepare('SELECT name FROM t ORDER BY id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('drops the least recently used statement past its size', () => {
    const db = fresh(2);
    const one = db.prepare('SELECT 1 AS n');
    const two = db.prepare('SELECT 2 AS n');
    expect(db.prepare('SELECT 1 AS n')).toBe(one); // now the most recently used
    db.prepare('SELECT 3 AS n'); // drops SELECT 2
    expect(db.prepare('SELECT 1 AS n')).toBe(one);
    expect(db.prepare('SELECT 2 AS n')).not.toBe(two);
    expect(db.prepare('SELECT 2 AS n').get()).toEqual({ n: 2 });
  });

  it('still sees a table changed after the statement was compiled', () => {
    const db = fresh();
    db.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    expect(db.prepare('SELECT * FROM t').get()).toEqual({ id: 1, name: 'a' });
    db.exec("ALTER TABLE t ADD COLUMN kind TEXT NOT NULL DEFAULT 'x'");
    expect(db.prepare('SELECT * FROM t').get()).toEqual({ id: 1, name: 'a', kind: 'x' });
  });

  it('compiles anew where the caller gives options of its own', () => {
    const db = fresh();
    const plain = db.prepare('SELECT 1 AS n');
    expect(db.prepare('SELECT 1 AS n', { readBigInts: true })).not.toBe(plain);
  });
});
