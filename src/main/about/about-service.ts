import { existsSync, readFileSync } from 'node:fs';
import { events, ok, type ConsoleInfo, type UpdateStateView } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import type { ConsoleConfig } from '../config';
import { redactPatterns } from '../logging/redact';
import type { UpdateSettings } from '../updates/update-decision';
import { createUpdateService, type Updater } from '../updates/update-service';

const UPDATE_CHANGED = events.about.updateChanged.id;
/** How often a running console asks the feed again: twice a shift is plenty for IT's staged rollouts. */
const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 60 * 1000;
const LOG_LINES_IN_DIAGNOSTICS = 100;

export interface AboutOptions {
  config: ConsoleConfig;
  version: string;
  shell: ConsoleInfo['shell'];
  /** The shell's updater (Electron); none in the browser host, which IT updates with the console itself. */
  updater?: Updater;
  fetch: typeof fetch;
  /** The log file, already redacted line by line; its last lines go into the diagnostics. */
  logFile?: string;
  /** Who is logged in, for support ("which account saw this"): never the token. */
  currentUser: () => string | undefined;
  broadcast: (channel: string, payload: unknown) => void;
  log: (line: string) => void;
}

/** The update settings a console runs with: the policy's, else automatic on the stable channel without a feed. */
export const updateSettingsOf = (config: ConsoleConfig): UpdateSettings => ({
  automatic: config.updates?.automatic ?? true,
  channel: config.updates?.channel ?? 'stable',
  ...(config.updates?.feedUrl !== undefined ? { feedUrl: config.updates.feedUrl } : {}),
});

const lastLines = (file: string | undefined, n: number): string[] => {
  if (file === undefined || !existsSync(file)) return [];
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n);
};

/** `about.*`: what this console is, the diagnostics support asks for, and the user's "Restart now". */
export function createAbout(options: AboutOptions) {
  const { config } = options;
  const updates = options.updater
    ? createUpdateService({
        settings: updateSettingsOf(config),
        currentVersion: options.version,
        dataDir: config.dataDir,
        platform: process.platform,
        fetch: options.fetch,
        updater: options.updater,
        onState: (state) => options.broadcast(UPDATE_CHANGED, state),
        log: options.log,
      })
    : undefined;
  const check = () => void updates?.check().catch((error: unknown) => options.log(`updates: check failed (${(error as Error).message})`));
  const first = updates ? setTimeout(check, FIRST_CHECK_AFTER_MS) : undefined;
  const every = updates ? setInterval(check, CHECK_EVERY_MS) : undefined;
  first?.unref();
  every?.unref();

  const policy = config.policy ?? { source: null, locked: [] };
  const info = (): ConsoleInfo => ({
    version: options.version,
    shell: options.shell,
    policy,
    update: (updates?.state() ?? { status: 'idle' }) as UpdateStateView,
  });

  const diagnostics = (): string => {
    const lines = [
      `Exchange Console ${options.version} (${options.shell})`,
      `Platform: ${process.platform} ${process.arch}; Node ${process.versions.node}${process.versions.electron ? `; Electron ${process.versions.electron}` : ''}`,
      `Exchange: ${config.exchangeUrl ?? 'embedded demo exchange'} (prefix ${config.apiPrefix}; ${Object.keys(config.pathMap).length} mapped paths)`,
      `Time-out: ${config.requestTimeoutMs} ms; proxy: ${config.network?.proxy ?? 'system'}; extra CAs: ${config.network?.extraCaCertificates?.length ?? 0}`,
      `Data directory: ${config.dataDir}`,
      `Policy: ${policy.source ?? 'none'}${policy.problem ? ` (not applied: ${policy.problem})` : ''}; locked: ${policy.locked.join(', ') || 'nothing'}`,
      `Update: ${JSON.stringify(info().update)}`,
      `User: ${options.currentUser() ?? 'logged out'}`,
      '',
      `Last ${LOG_LINES_IN_DIAGNOSTICS} log lines:`,
      ...lastLines(options.logFile, LOG_LINES_IN_DIAGNOSTICS),
    ];
    // The log is redacted as it is written; this second pass covers everything else in the text.
    return redactPatterns(lines.join('\n'));
  };

  const handlers: Record<string, LocalHandler> = {
    'about.info': async () => ok(info()),
    'about.diagnostics': async () => ok({ text: diagnostics() }),
    'about.restartToUpdate': async () => ok({ restarting: updates?.restartNow() ?? false }),
  };

  return {
    handlers,
    dispose: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
