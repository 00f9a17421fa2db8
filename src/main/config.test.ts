import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_PREFIX } from '@shared/contract';
import { readConfig, readConsoleConfig } from './config';

const dir = mkdtempSync(join(tmpdir(), 'console-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readConfig', () => {
  it('gives defaults for an empty environment: per-user data dir, any free port, the embedded demo', () => {
    const config = readConfig({ HOME: '/home/ann' });
    expect(config).toEqual({
      dataDir: '/home/ann/.config/exchange-console',
      consolePort: 0,
      apiPrefix: DEFAULT_API_PREFIX,
      pathMap: {},
      requestTimeoutMs: 15000,
      maxUploadBytes: 10_000_000,
      demo: { port: 0 },
    });
    expect(config.exchangeUrl).toBeUndefined();
  });

  it('puts the default data dir under XDG_CONFIG_HOME when it is set', () => {
    expect(readConfig({ HOME: '/home/ann', XDG_CONFIG_HOME: '/cfg' }).dataDir).toBe('/cfg/exchange-console');
  });

  it('reads every variable', () => {
    const mapFile = join(dir, 'paths.json');
    writeFileSync(mapFile, JSON.stringify({ 'auth.login': '/auth/sign-in' }));
    const config = readConfig({
      CONSOLE_DATA_DIR: '/data',
      CONSOLE_PORT: '8080',
      EXCHANGE_URL: 'https://exchange.example.com/',
      EXCHANGE_API_PREFIX: '/v2/trader',
      EXCHANGE_PATH_MAP: mapFile,
      EXCHANGE_TIMEOUT_MS: '3000',
      CONSOLE_MAX_UPLOAD_BYTES: '2000000',
      DEMO_ADMIN_PASSWORD: 'secret-pass',
      DEMO_TOKEN_TTL_SECONDS: '60',
      DEMO_CONTROL_SECRET: 'ctl',
      DEMO_PORT: '9000',
    });
    expect(config).toEqual({
      dataDir: '/data',
      consolePort: 8080,
      exchangeUrl: 'https://exchange.example.com',
      apiPrefix: '/v2/trader',
      pathMap: { 'auth.login': '/auth/sign-in' },
      requestTimeoutMs: 3000,
      maxUploadBytes: 2_000_000,
      demo: { adminPassword: 'secret-pass', tokenTtlSeconds: 60, controlSecret: 'ctl', port: 9000 },
    });
  });

  it('treats an empty value as unset', () => {
    const config = readConfig({ HOME: '/h', EXCHANGE_URL: '', CONSOLE_PORT: '' });
    expect(config.consolePort).toBe(0);
    expect(config.exchangeUrl).toBeUndefined();
  });

  it('falls back to the default API prefix when the variable is empty', () => {
    expect(readConfig({ HOME: '/h', EXCHANGE_API_PREFIX: '' }).apiPrefix).toBe(DEFAULT_API_PREFIX);
  });

  it.each([
    ['CONSOLE_PORT', 'abc'],
    ['CONSOLE_PORT', ' '],
    ['CONSOLE_PORT', '70000'],
    ['DEMO_PORT', '-1'],
    ['EXCHANGE_TIMEOUT_MS', '0'],
    ['CONSOLE_MAX_UPLOAD_BYTES', '25000000'],
    ['EXCHANGE_TIMEOUT_MS', '1.5'],
    ['DEMO_TOKEN_TTL_SECONDS', 'soon'],
    ['EXCHANGE_URL', 'not a url'],
    ['EXCHANGE_URL', 'ftp://exchange.example.com'],
    ['EXCHANGE_URL', 'https://exchange.example.com/api'],
    ['EXCHANGE_API_PREFIX', 'api/trader'],
    ['EXCHANGE_API_PREFIX', '/api/trader/'],
    ['EXCHANGE_PATH_MAP', '/nonexistent/paths.json'],
  ])('rejects %s=%j with an error naming the variable', (name, value) => {
    expect(() => readConfig({ HOME: '/h', [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it('rejects a path map whose paths do not start with a slash', () => {
    const mapFile = join(dir, 'bad-paths.json');
    writeFileSync(mapFile, JSON.stringify({ 'auth.login': 'login' }));
    expect(() => readConfig({ HOME: '/h', EXCHANGE_PATH_MAP: mapFile })).toThrow(/^EXCHANGE_PATH_MAP: .*auth\.login/);
  });
});

describe('the machine policy over the environment', () => {
  const policyFile = (policy: object) => {
    const file = join(dir, `policy-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(policy));
    // win32 with a ProgramData that has no policy: CONSOLE_POLICY_FILE is then read (never over a system policy).
    return { ProgramData: join(dir, 'no-program-data'), CONSOLE_POLICY_FILE: file };
  };

  it('fixes the exchange, the network and the log level, and says which settings it locked', () => {
    const env = { HOME: '/h', EXCHANGE_URL: 'https://user-choice.example', ...policyFile({ exchangeUrl: 'https://it-choice.example', proxy: 'direct', logLevel: 'warn' }) };
    const config = readConsoleConfig(env, 'win32');
    expect(config.exchangeUrl).toBe('https://it-choice.example');
    expect(config.network).toEqual({ proxy: 'direct', extraCaCertificates: [], env });
    expect(config.logLevel).toBe('warn');
    expect(config.policy).toEqual({ source: env.CONSOLE_POLICY_FILE, locked: ['exchangeUrl', 'proxy', 'logLevel'] });
  });

  it('leaves the environment in charge where there is no policy', () => {
    const env = { HOME: '/h', EXCHANGE_URL: 'https://user-choice.example', ProgramData: join(dir, 'none') };
    const config = readConsoleConfig(env, 'win32');
    expect(config.exchangeUrl).toBe('https://user-choice.example');
    expect(config.network?.proxy).toBe('system');
    expect(config.policy).toEqual({ source: null, locked: [] });
  });

  it('carries the problem of a broken policy, to be told at start', () => {
    const config = readConsoleConfig({ HOME: '/h', ...policyFile({ updates: { channel: 'nightly' } }) }, 'win32');
    expect(config.policy?.problem).toMatch(/was not applied: updates\.channel/);
    expect(config.policy?.locked).toEqual(['updates.automatic']);
  });
});
