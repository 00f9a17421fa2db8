import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, serialJsonWriter } from './json-file';

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

export async function openSettingsStore(dataDir: string, log: (line: string) => void = () => {}): Promise<SettingsStore> {
  // Owner-only: the data directory holds the settings, the logs and (demo) the token-signing key.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  const file = join(dataDir, SETTINGS_FILE);
  let settings: Settings = (await readJsonFile(file, settingsSchema, log)) ?? {};
  const write = serialJsonWriter(file);

  return {
    get: (section) => settings[section],
    update(section, value) {
      const next: Settings = { ...settings };
      if (value === undefined) delete next[section];
      else next[section] = value;
      settings = next;
      return write(next);
    },
  };
}
