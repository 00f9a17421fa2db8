import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decideUpdate, type UpdateSettings } from './update-decision';
import { readUpdateFeed } from './update-feed';

/** What the user is told: what is new, and that it applies when they restart (never mid-shift by itself). */
export type UpdateState =
  | { readonly status: 'idle' }
  | { readonly status: 'downloading' | 'ready'; readonly version: string; readonly notes: string; readonly applies: 'on-next-restart' }
  | { readonly status: 'failed'; readonly problem: string };

/** The shell's updater (electron-updater in the Electron shell; none in the browser host). */
export interface Updater {
  /** Downloads the feed's version and checks its signature; resolves once it is ready to install at quit. */
  download(settings: UpdateSettings & { feedUrl: string }): Promise<void>;
  /** Quits and installs now: only ever called because the user said "Restart now". */
  installNow(): void;
}

export interface UpdateServiceOptions {
  settings: UpdateSettings;
  currentVersion: string;
  dataDir: string;
  platform: NodeJS.Platform;
  fetch: typeof fetch;
  updater: Updater;
  onState: (state: UpdateState) => void;
  log: (line: string) => void;
}

/** This installation's id for staged rollouts: made once, kept in the data directory. */
export const machineId = (dataDir: string): string => {
  const file = join(dataDir, 'machine-id');
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (id.length >= 16) return id;
  } catch {
    // First start: make one below.
  }
  const id = randomUUID();
  writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
};

/**
 * Checks the feed, decides, downloads in the background and tells the user what is coming and when it
 * applies. It never restarts the console: installing happens at the next quit, or when the user asks.
 */
export function createUpdateService(options: UpdateServiceOptions) {
  let state: UpdateState = { status: 'idle' };
  const set = (next: UpdateState) => {
    state = next;
    options.onState(next);
  };

  const check = async (): Promise<UpdateState> => {
    const { settings } = options;
    if (!settings.automatic || settings.feedUrl === undefined || state.status === 'downloading' || state.status === 'ready') return state;
    const feed = await readUpdateFeed(options.fetch, settings.feedUrl, settings.channel, options.platform);
    if (!feed.ok) {
      options.log(`updates: ${feed.problem}`);
      return state;
    }
    const decision = decideUpdate({ settings, currentVersion: options.currentVersion, entry: feed.entry, machineId: machineId(options.dataDir) });
    if (decision.action === 'none') return state;
    set({ status: 'downloading', version: decision.version, notes: decision.notes, applies: decision.applies });
    try {
      await options.updater.download({ ...settings, feedUrl: settings.feedUrl });
      set({ status: 'ready', version: decision.version, notes: decision.notes, applies: decision.applies });
    } catch (error) {
      options.log(`updates: the download of ${decision.version} failed (${(error as Error).message})`);
      set({ status: 'failed', problem: `The update to ${decision.version} could not be downloaded; the console keeps running this version.` });
    }
    return state;
  };

  return {
    check,
    state: () => state,
    /** The user's "Restart now": only when an update is ready. */
    restartNow: (): boolean => {
      if (state.status !== 'ready') return false;
      options.updater.installNow();
      return true;
    },
  };
}
