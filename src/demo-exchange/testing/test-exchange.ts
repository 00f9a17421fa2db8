import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { databasePath } from '../db/database';
import { startDemoExchange, type DemoExchange, type DemoExchangeOptions } from '../index';

/** Test support: a real demo exchange on port 0 in a fresh temp dir, and a tiny client for it. */
export interface TestExchange {
  readonly exchange: DemoExchange;
  readonly dataDir: string;
  readonly logs: string[];
  /** Calls `prefix + path` with the anti-forgery cookie and header already in place (unless `xsrf: false`). */
  call(path: string, init?: CallInit): Promise<CallResult>;
  login(userName: string, password: string): Promise<string>;
  /** A second connection to the database file, for arranging and inspecting state. */
  db(): DatabaseSync;
  stop(): Promise<void>;
}

export interface CallInit {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string;
  xsrf?: boolean;
  headers?: Record<string, string>;
  /**
   * A write carries a new Idempotency-Key unless its `headers` give one, as the console's calls do (the
   * exchange refuses a keyed operation without one); `false` sends none.
   */
  idempotencyKey?: false;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: { meta: { status: boolean; status_code: number; message: unknown }; data: unknown };
}

export const startTestExchange = async (options: Partial<DemoExchangeOptions> = {}): Promise<TestExchange> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-exchange-'));
  const logs: string[] = [];
  // Every request logged, so that a test can look for a line.
  const exchange = await startDemoExchange({ dataDir, log: (line) => logs.push(line), accessLog: 'all', ...options });
  const xsrf = (await fetch(`${exchange.origin}/__demo/health`)).headers.get('set-cookie')?.split(';')[0] ?? '';
  const connections: DatabaseSync[] = [];

  const call = async (path: string, init: CallInit = {}): Promise<CallResult> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    const method = init.method ?? 'POST';
    if (method !== 'GET' && init.idempotencyKey !== false && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')) headers['idempotency-key'] = randomUUID();
    if (init.xsrf !== false) {
      headers.cookie = xsrf;
      headers['x-xsrf-token'] = xsrf.split('=')[1] ?? '';
    }
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
    const body = method === 'GET' ? undefined : (init.rawBody ?? JSON.stringify(init.body ?? {}));
    const response = await fetch(`${exchange.origin}${exchange.prefix}${path}`, { method, headers, body });
    return { status: response.status, headers: response.headers, body: (await response.json()) as CallResult['body'] };
  };

  return {
    exchange,
    dataDir,
    logs,
    call,
    async login(userName, password) {
      const { status, body } = await call('/login', { body: { userName, password } });
      if (status !== 200) throw new Error(`login ${userName} failed with ${status}`);
      return (body.data as { accessToken: string }).accessToken;
    },
    db() {
      const db = new DatabaseSync(databasePath(dataDir));
      connections.push(db);
      return db;
    },
    async stop() {
      for (const db of connections) db.close();
      await exchange.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
