import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { upstreamChangeSchema, type UpstreamChange } from '@shared/contract/upstream-settings';
import { readJsonFile, serialJsonWriter } from './json-file';

/** Beside settings.json: a file of its own, so the table layouts' frequent writes never rewrite 500 entries. */
export const UPSTREAM_HISTORY_FILE = 'upstream-settings-history.json';
/** Older entries drop off: enough for months of changes, small enough to read at every start. */
export const UPSTREAM_HISTORY_LIMIT = 500;

/** Oldest first, as appended. */
const historyFileSchema = z.object({ entries: z.array(upstreamChangeSchema) });

/** Append-only history of the upstream settings changed on this workstation (who, when, what; never a key). */
export interface UpstreamSettingsHistory {
  /** Newest first. */
  list(): UpstreamChange[];
  /**
   * Adds one change and writes the file, keeping the newest entries. A write that fails is logged and does
   * not undo the change it records; the entry stays listed until the console closes.
   */
  append(change: UpstreamChange): Promise<void>;
}

export async function openUpstreamSettingsHistory(dataDir: string, log: (line: string) => void): Promise<UpstreamSettingsHistory> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, UPSTREAM_HISTORY_FILE);
  let entries: UpstreamChange[] = [];
  try {
    entries = (await readJsonFile(file, historyFileSchema, log))?.entries ?? [];
  } catch (error) {
    // An unreadable history must not stop the console: it starts empty.
    log(`settings: could not read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the upstream settings history starts empty`);
  }
  const write = serialJsonWriter(file);
  return {
    list: () => entries.toReversed(),
    append(change) {
      entries = [...entries, change].slice(-UPSTREAM_HISTORY_LIMIT);
      return write({ entries }).catch((error: unknown) => log(`settings: could not record an upstream settings change (${(error as Error).message})`));
    },
  };
}
