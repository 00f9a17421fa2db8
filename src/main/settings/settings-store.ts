import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Spec §3: "Stored locally: token, role, id". The token goes to the keychain; these go here. */
export const sessionSettingsSchema = z.object({ role: z.string(), id: z.string(), userName: z.string() });
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

/**
 * One optional section per concern; later issues add theirs (workspaces, window layouts).
 * Loose, so that a section written by a newer console survives a run of an older one.
 */
export const settingsSchema = z.object({ session: sessionSettingsSchema.optional() }).loose();
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsSection = keyof Settings & string;

export interface SettingsStore {
  get<K extends SettingsSection>(section: K): Settings[K];
  /** Replaces (or with undefined removes) one section and writes the file; writes happen one at a time, in call order. */
  update<K extends SettingsSection>(section: K, value: Settings[K] | undefined): Promise<void>;
}

export const SETTINGS_FILE = 'settings.json';

const load = async (file: string, log: (line: string) => void): Promise<Settings> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = settingsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // A broken file must not stop the console from starting; keep it for whoever wants to look.
  await rename(file, `${file}.bak`);
  log(`settings: ${file} was not valid; started fresh and kept the old file as ${SETTINGS_FILE}.bak`);
  return {};
};

export async function openSettingsStore(dataDir: string, log: (line: string) => void = () => {}): Promise<SettingsStore> {
  // Owner-only: the data directory holds the settings, the logs and (demo) the token-signing key.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  const file = join(dataDir, SETTINGS_FILE);
  let settings = await load(file, log);
  let writing: Promise<void> = Promise.resolve();

  const write = async (snapshot: Settings) => {
    // tmp + rename: a crash mid-write leaves the old file whole, never a half-written one.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, `${JSON.stringify(snapshot, null, 2)}\n`, { mode: 0o600 });
    await rename(tmp, file);
  };

  return {
    get: (section) => settings[section],
    update(section, value) {
      const next: Settings = { ...settings };
      if (value === undefined) delete next[section];
      else next[section] = value;
      settings = next;
      writing = writing.catch(() => {}).then(() => write(next));
      return writing;
    },
  };
}
