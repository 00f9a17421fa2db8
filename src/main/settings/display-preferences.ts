import { z } from 'zod';
import { displayPreferencesSchema, ok, type DisplayPreferences, type SessionState } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import { notLoggedIn, signedInUserId } from './per-user';
import type { SettingsStore } from './settings-store';

/** The settings section: user id → display preferences. */
const SECTION = 'displayPreferences';
const sectionSchema = z.record(z.string(), displayPreferencesSchema);

export interface DisplayPreferencesOptions {
  settings: SettingsStore;
  session: { getState(): SessionState };
  log?: (line: string) => void;
}

/**
 * Density and side navigation per user, in the settings file: every window (a monitor window too) and
 * the next start draw the screens the way the user chose, whatever the page's own storage holds.
 */
export function displayPreferenceHandlers({ settings, session, log }: DisplayPreferencesOptions): Record<string, LocalHandler> {
  const read = () => {
    const parsed = sectionSchema.safeParse(settings.get(SECTION) ?? {});
    return parsed.success ? parsed.data : {};
  };
  return {
    'preferences.display': async () => {
      const user = signedInUserId(session);
      return user ? ok<DisplayPreferences>(read()[user] ?? {}) : notLoggedIn();
    },
    'preferences.saveDisplay': async (input) => {
      const user = signedInUserId(session);
      if (!user) return notLoggedIn();
      const section = read();
      const next: DisplayPreferences = { ...section[user], ...(input as DisplayPreferences) };
      await settings
        .update(SECTION, { ...section, [user]: next })
        .catch((error: unknown) => log?.(`settings: could not save display preferences (${(error as Error).message})`));
      return ok(next);
    },
  };
}
