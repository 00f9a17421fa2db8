import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { ExchangeMessage } from '@shared/errors/extract-message';
import { ApiError } from './api-error';
import { MESSAGES } from './messages';

/**
 * Idempotency keys, as Stripe documents them: the client makes a key per submit and repeats it on a retry;
 * the first answer is kept (per user and key) and replayed, without running the handler again, to any
 * repeat with the same request; the same key with another request is refused. Requests refused before the
 * handler runs (validation, session, faults) store nothing, so they may be retried with the same key.
 */

/** Kept at least this long: a retry the next morning still replays rather than creating twice. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Tells a client (and a test) that this answer is the stored one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What a handler's call answered: enough to send the same envelope again. */
export interface Answer {
  readonly status: number;
  readonly message: ExchangeMessage;
  readonly data: unknown;
}

export interface KeyedRequest {
  /** The caller's id ('' for public operations): one user's key never replays another user's answer. */
  readonly userId: string;
  readonly key: string;
  readonly operationId: string;
  readonly input: unknown;
}

export const IDEMPOTENCY_MIGRATION_SQL = `
  CREATE TABLE idempotency_keys (
    userId      TEXT NOT NULL,
    key         TEXT NOT NULL,
    operation   TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    createdAt   INTEGER NOT NULL,
    answer      TEXT,
    PRIMARY KEY (userId, key)
  );
  CREATE INDEX idempotency_keys_created ON idempotency_keys (createdAt);
`;

/** The request's key, or null without one (the key is optional); a malformed key is refused. */
export const idempotencyKeyOf = (req: IncomingMessage): string | null => {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) throw new ApiError(400, MESSAGES.badIdempotencyKey);
  return key;
};

/** Same operation and same validated input, whatever the order of its keys. Passwords are only ever hashed here. */
export const fingerprintOf = (operationId: string, input: unknown): string =>
  createHash('sha256').update(operationId).update('\n').update(stableJson(input)).digest('hex');

const stableJson = (value: unknown): string => {
  // A file's bytes (an upload's part) by their digest: walked as an object of millions of keys, a 5 MB file
  // took some 20 s to fingerprint, past the console's time-out.
  if (ArrayBuffer.isView(value)) return JSON.stringify(`bytes:${createHash('sha256').update(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)).digest('hex')}`);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

interface StoredRow {
  fingerprint: string;
  answer: string | null;
}

export interface IdempotencyStore {
  /** Runs `handler` once per user and key; repeats get its answer with `replayed: true`. */
  once(request: KeyedRequest, handler: () => Promise<Answer>): Promise<Answer & { replayed: boolean }>;
}

export const createIdempotencyStore = (db: DatabaseSync, now: () => number = Date.now): IdempotencyStore => {
  // The first call of a key still running: a repeat arriving meanwhile waits for it instead of running twice.
  const running = new Map<string, Promise<Answer>>();
  const purge = db.prepare('DELETE FROM idempotency_keys WHERE createdAt < ?');
  const find = db.prepare('SELECT fingerprint, answer FROM idempotency_keys WHERE userId = ? AND key = ?');
  const insert = db.prepare('INSERT INTO idempotency_keys (userId, key, operation, fingerprint, createdAt) VALUES (?, ?, ?, ?, ?)');
  const complete = db.prepare('UPDATE idempotency_keys SET answer = ? WHERE userId = ? AND key = ?');
  const forget = db.prepare('DELETE FROM idempotency_keys WHERE userId = ? AND key = ?');

  const start = (request: KeyedRequest, scope: string, fingerprint: string, handler: () => Promise<Answer>): Promise<Answer> => {
    insert.run(request.userId, request.key, request.operationId, fingerprint, now());
    const first = handler().then(
      (answer) => {
        complete.run(JSON.stringify(answer), request.userId, request.key);
        return answer;
      },
      (error: unknown) => {
        // No definite answer (our own failure): the key is free again, so the client's retry runs.
        forget.run(request.userId, request.key);
        throw error;
      },
    );
    running.set(scope, first);
    return first.finally(() => running.delete(scope));
  };

  return {
    async once(request, handler) {
      purge.run(now() - IDEMPOTENCY_TTL_MS);
      const scope = `${request.userId}\n${request.key}`;
      const fingerprint = fingerprintOf(request.operationId, request.input);
      // No await between this read and the insert in `start`: two arrivals cannot both see "no row".
      const row = find.get(request.userId, request.key) as StoredRow | undefined;
      if (row && row.fingerprint !== fingerprint) throw new ApiError(422, MESSAGES.idempotencyKeyReused);
      if (row?.answer) return { ...(JSON.parse(row.answer) as Answer), replayed: true };
      const inFlight = running.get(scope);
      if (inFlight) return { ...(await inFlight), replayed: true };
      // A row without an answer and nothing running was left by a stopped process: its call never answered.
      if (row) forget.run(request.userId, request.key);
      return { ...(await start(request, scope, fingerprint, handler)), replayed: false };
    },
  };
};

const stores = new WeakMap<DatabaseSync, IdempotencyStore>();
/** One store per database, so every request on it shares the record of calls still running. */
export const idempotencyStoreOf = (db: DatabaseSync): IdempotencyStore => {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = createIdempotencyStore(db)));
  return store;
};
