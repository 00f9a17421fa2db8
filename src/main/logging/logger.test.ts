import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, LOG_FILE } from './logger';
import { REDACTED } from './redact';

const dataDir = () => mkdtempSync(join(tmpdir(), 'console-log-'));
const readAll = (dir: string) =>
  readdirSync(join(dir, 'logs'))
    .map((name) => readFileSync(join(dir, 'logs', name), 'utf8'))
    .join('');

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJlLXBhcnQ';
const PROVIDER_KEY = 'pk_live_7f3a9c1d2e';
const PASSWORD = 'S3cret-passw0rd';
const OTP = '492817';

/** Every way a secret could reach a log line: as text, in a header, a query, a JSON body, an error. */
const leakyLines = [
  `login answered ${JWT}`,
  `request headers {"Authorization":"Bearer ${JWT}"}`,
  `Authorization: Bearer ${JWT}`,
  `gameProvider games failed: GET https://provider.example/games?key=${PROVIDER_KEY}&realm=INR`,
  `body {"userName":"admin","password":"${PASSWORD}"}`,
  `change password {"oldPassword":"${PASSWORD}","newPassword":"${PASSWORD}"}`,
  `otp verification {"otp":"${OTP}"}`,
  `Error: provider refused key ${PROVIDER_KEY}`,
  `url encoded ${encodeURIComponent(PROVIDER_KEY)}`,
];

describe('console log files', () => {
  it('never write a token, provider key, password, OTP code or Authorization header', () => {
    const dir = dataDir();
    const log = createLogger({ dataDir: dir });
    log.secrets.add(PROVIDER_KEY);
    for (const line of leakyLines) log(line);
    for (const line of leakyLines) log.at('error', line);
    const text = readAll(dir);
    for (const secret of [JWT, PROVIDER_KEY, PASSWORD, OTP, encodeURIComponent(PROVIDER_KEY)]) expect(text).not.toContain(secret);
    expect(text).toContain(REDACTED);
  });

  it('keeps what support needs: the words around the secret, and meta.status_code', () => {
    const dir = dataDir();
    const log = createLogger({ dataDir: dir });
    log('exchange traders.list: answered meta.status_code 500 with {"status_code":500,"message":"Down"}');
    const [line] = readAll(dir).trim().split('\n');
    const entry = JSON.parse(line ?? '{}') as { level: string; msg: string; t: string };
    expect(entry.msg).toBe('exchange traders.list: answered meta.status_code 500 with {"status_code":500,"message":"Down"}');
    expect(entry.level).toBe('info');
    expect(Number.isNaN(Date.parse(entry.t))).toBe(false);
  });

  it('rotates by size and keeps the files for the owner only', () => {
    const dir = dataDir();
    const log = createLogger({ dataDir: dir, maxBytes: 400, keep: 2 });
    for (let i = 0; i < 40; i += 1) log(`line ${i} ${'x'.repeat(40)}`);
    const files = readdirSync(join(dir, 'logs')).sort();
    expect(files).toEqual(['console.1.log', 'console.2.log', LOG_FILE]);
    for (const name of files) {
      expect(statSync(join(dir, 'logs', name)).size).toBeLessThanOrEqual(400);
      expect(statSync(join(dir, 'logs', name)).mode & 0o077).toBe(0);
    }
    expect(statSync(join(dir, 'logs')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, 'logs', LOG_FILE), 'utf8')).toContain('line 39');
  });

  it('drops lines below the chosen level', () => {
    const dir = dataDir();
    const log = createLogger({ dataDir: dir, level: 'warn' });
    log.at('debug', 'noise');
    log.at('info', 'chatter');
    log.at('error', 'kept');
    expect(readAll(dir)).not.toContain('noise');
    expect(readAll(dir)).not.toContain('chatter');
    expect(readAll(dir)).toContain('kept');
  });
});
