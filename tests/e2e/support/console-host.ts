import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const BROWSER_HOST_ENTRY = join(REPO_ROOT, 'out/main/browser-host.js');

const READY_TIMEOUT_MS = 45_000;
/** What a benchmark seeding a large demo (200,000 markets, millions of bets) waits for its host. */
export const LARGE_SEED_READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 5_000;

export interface ConsoleHost {
  /** Opens the console; carries the per-launch secret. */
  readonly url: string;
  readonly origin: string;
  /** The embedded demo exchange this console talks to. */
  readonly demoOrigin: string;
  readonly controlSecret: string;
  readonly adminPassword: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export interface Faults {
  latencyMs?: number;
  fail5xx?: number;
  /** The next n authenticated calls answer 401. */
  unauthorized?: number;
  /** Cuts every live socket now (issue 5). */
  dropLiveSockets?: true;
  /** The next n live-socket connections are refused. */
  refuseLiveSockets?: number;
  reset?: true;
}

/**
 * Starts `node out/main/browser-host.js` on a fresh data dir (a fresh seeded demo), any free port,
 * and random control and admin secrets. Resolves once it printed both of its ready lines (benchmarks seeding
 * a large demo wait longer than the tests' 45 s).
 */
export async function startConsole(env: Record<string, string> = {}, readyTimeoutMs = READY_TIMEOUT_MS): Promise<ConsoleHost> {
  if (!existsSync(BROWSER_HOST_ENTRY)) {
    throw new Error(`${BROWSER_HOST_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'console-e2e-'));
  const controlSecret = randomBytes(16).toString('hex');
  const adminPassword = `adm-${randomBytes(6).toString('hex')}`;
  const child = spawn(process.execPath, [BROWSER_HOST_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CONSOLE_PORT: '0',
      CONSOLE_DATA_DIR: dataDir,
      DEMO_CONTROL_SECRET: controlSecret,
      DEMO_ADMIN_PASSWORD: adminPassword,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Kept (bounded) so that a host that never gets ready can say why.
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // A console on another exchange (EXCHANGE_URL: a second console on the first one's demo) starts no demo of its own.
    const external = env.EXCHANGE_URL;
    const { url, demoOrigin } = await waitForReadyLines(child.stdout, exited, () => stderr, readyTimeoutMs, external);
    return { url, origin: new URL(url).origin, demoOrigin, controlSecret, adminPassword, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForReadyLines(
  stdout: NodeJS.ReadableStream,
  exited: Promise<number | null>,
  stderr: () => string,
  readyTimeoutMs: number,
  external?: string,
): Promise<{ url: string; demoOrigin: string }> {
  return new Promise((done, fail) => {
    let url: string | undefined;
    let demoOrigin: string | undefined = external;
    const seen: string[] = [];
    const lines = createInterface({ input: stdout });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      // Keep draining stdout so that the child never blocks on a full pipe.
      lines.removeAllListeners('line');
      lines.on('line', () => undefined);
      if (error) fail(error);
      else done({ url: url as string, demoOrigin: demoOrigin as string });
    };
    const why = (what: string) =>
      new Error(`${what}\n--- stdout ---\n${seen.join('\n')}\n--- stderr ---\n${stderr() || '(empty)'}`);
    const timer = setTimeout(() => finish(why(`The browser host did not get ready within ${readyTimeoutMs} ms.`)), readyTimeoutMs);
    lines.on('line', (line) => {
      seen.push(line.replace(/([?&#][^=\s]*=)[^&\s]+/g, '$1…')); // never echo the launch secret
      url ??= /Console ready at (\S+)/.exec(line)?.[1];
      demoOrigin ??= /Demo exchange at (\S+)/.exec(line)?.[1]?.replace(/\/+$/, '');
      if (url && demoOrigin) finish();
    });
    void exited.then((code) => finish(why(`The browser host exited (code ${code}) before it was ready.`)));
  });
}

/** Switches the demo exchange's fault injection (spec'd by the demo: `POST /__demo/faults`). */
export async function setFaults(host: Pick<ConsoleHost, 'demoOrigin' | 'controlSecret'>, faults: Faults): Promise<void> {
  const response = await fetch(`${host.demoOrigin}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-demo-control': host.controlSecret },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`setFaults(${JSON.stringify(faults)}) answered ${response.status}: ${await response.text()}`);
}
