import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createIdempotencyStore, fingerprintOf, IDEMPOTENCY_MIGRATION_SQL, IDEMPOTENCY_TTL_MS, type Answer } from './idempotency';

const freshDb = () => {
  const db = new DatabaseSync(':memory:');
  db.exec(IDEMPOTENCY_MIGRATION_SQL);
  return db;
};
const request = (input: unknown, key = 'k-1', userId = 'u-1') => ({ userId, key, operationId: 'traders.add', input });
const created = (id: string): Answer => ({ status: 200, message: 'Success.', data: { id } });
const rowCount = (db: DatabaseSync) => Number(db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get()?.n);

/** A handler that creates a record each time it runs, after a pause (as a real handler hashing a password does). */
const creator = () => {
  const records: string[] = [];
  const handler = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    records.push(`r${records.length + 1}`);
    return created(records.at(-1)!);
  };
  return { records, handler };
};

describe('idempotency keys', () => {
  it('runs the handler once and replays its answer to a repeat of the same request', async () => {
    const store = createIdempotencyStore(freshDb());
    const { records, handler } = creator();
    const first = await store.once(request({ name: 'A' }), handler);
    const repeat = await store.once(request({ name: 'A' }), handler);
    expect(records).toEqual(['r1']);
    expect(first).toEqual({ ...created('r1'), replayed: false });
    expect(repeat).toEqual({ ...created('r1'), replayed: true });
  });

  it('refuses the same key with a different body, with 422 and what to do', async () => {
    const store = createIdempotencyStore(freshDb());
    const { handler } = creator();
    await store.once(request({ name: 'A' }), handler);
    const refusal = store.once(request({ name: 'B' }), handler);
    await expect(refusal).rejects.toMatchObject({ status: 422 });
    await expect(refusal).rejects.toThrow(/already used for a different request/);
  });

  it('keeps keys apart per user', async () => {
    const store = createIdempotencyStore(freshDb());
    const { records, handler } = creator();
    await store.once(request({ name: 'A' }, 'same', 'u-1'), handler);
    await store.once(request({ name: 'A' }, 'same', 'u-2'), handler);
    expect(records).toEqual(['r1', 'r2']);
  });

  it('a repeat arriving while the first still runs waits for it instead of running again', async () => {
    const store = createIdempotencyStore(freshDb());
    const { records, handler } = creator();
    const answers = await Promise.all([store.once(request({ name: 'A' }), handler), store.once(request({ name: 'A' }), handler)]);
    expect(records).toEqual(['r1']);
    expect(answers.map((a) => a.data)).toEqual([{ id: 'r1' }, { id: 'r1' }]);
  });

  it('keeps an answer for 24 hours, then forgets it', async () => {
    let now = 1_000_000;
    const db = freshDb();
    const store = createIdempotencyStore(db, () => now);
    const { records, handler } = creator();
    await store.once(request({ name: 'A' }), handler);
    now += IDEMPOTENCY_TTL_MS - 1;
    await store.once(request({ name: 'A' }), handler);
    expect(records).toEqual(['r1']);
    now += 2;
    await store.once(request({ name: 'A' }), handler);
    expect(records).toEqual(['r1', 'r2']);
  });

  it('frees the key when the handler failed without an answer (a 5xx), so the retry runs', async () => {
    const db = freshDb();
    const store = createIdempotencyStore(db);
    await expect(store.once(request({ name: 'A' }), () => Promise.reject(new ApiError(500, 'boom')))).rejects.toThrow('boom');
    expect(rowCount(db)).toBe(0);
    const { records, handler } = creator();
    await store.once(request({ name: 'A' }), handler);
    expect(records).toEqual(['r1']);
  });

  it('fingerprints the same input alike whatever the order of its keys', () => {
    expect(fingerprintOf('op', { a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf('op', { b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintOf('op', { a: 1 })).not.toBe(fingerprintOf('op', { a: 2 }));
    expect(fingerprintOf('op', { a: 1 })).not.toBe(fingerprintOf('other', { a: 1 }));
  });

  it('fingerprints an upload by its bytes, at once for a file of 5 MB (walked as an object it took some 20 s)', () => {
    const file = new Uint8Array(5 * 1024 * 1024).fill(7);
    const changed = file.slice();
    changed[changed.length - 1] = 8;
    const started = performance.now();
    const first = fingerprintOf('op', { name: 'a.png', file });
    // A gross bound, not a timing: the byte walk took seconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fingerprintOf('op', { name: 'a.png', file: file.slice() })).toBe(first);
    expect(fingerprintOf('op', { name: 'a.png', file: changed })).not.toBe(first);
  });

  it('any sequence of repeated and interleaved requests with one key creates exactly one record', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Waves of requests: each wave is sent at once (interleaved), the next after the previous settled (repeats).
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.scheduler(),
        async (waves, scheduler) => {
          const db = freshDb();
          const store = createIdempotencyStore(db);
          const records: string[] = [];
          const handler = scheduler.scheduleFunction(async () => {
            records.push(`r${records.length + 1}`);
            return created(records.at(-1)!);
          });
          const ids = new Set<unknown>();
          for (const size of waves) {
            const wave = Promise.all(Array.from({ length: size }, () => store.once(request({ name: 'A' }), handler)));
            await scheduler.waitFor(wave);
            for (const answer of await wave) ids.add((answer.data as { id: string }).id);
          }
          expect(records).toHaveLength(1);
          expect([...ids]).toEqual(['r1']);
          expect(rowCount(db)).toBe(1);
        },
      ),
      { numRuns: 100 },
    );
  });
});
