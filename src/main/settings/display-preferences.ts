import { z } from 'zod';
import { DEFAULT_DISPLAY_PREFERENCES, displayPreferencesSchema, ok, type DisplayPreferences, type DisplayPreferencesPatch, type EntityTag, type SessionState } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import type { CallContext } from '../core/console-core';
import type { SettingsStore } from './settings-store';
import { notSignedIn, signedInUserId } from './signed-in-user';

/** The settings section: user id → display preferences. */
const SECTION = 'displayPreferences';
const sectionSchema = z.record(z.string(), displayPreferencesSchema);
type Section = z.infer<typeof sectionSchema>;

export interface DisplayPreferencesOptions {
  settings: SettingsStore;
  session: { getState(): SessionState };
  /** Tells the other windows that preferences changed, so each redraws with them (the theme in every monitor window). */
  written?: (tags: readonly EntityTag[], context: CallContext) => void;
  log?: (line: string) => void;
}

/**
 * Number grouping, time zone and colour scheme per user, kept in the settings file: every window and the
 * next start (a reload of a monitor window included) read the same choice.
 */
export function displayPreferencesHandlers({ settings, session, written, log }: DisplayPreferencesOptions): Record<string, LocalHandler> {
  const read = (): Section => {
    const parsed = sectionSchema.safeParse(settings.get(SECTION) ?? {});
    return parsed.success ? parsed.data : {};
  };
  return {
    'preferences.display': async () => {
      const user = signedInUserId(session);
      if (!user) return notSignedIn();
      return ok<DisplayPreferences>(read()[user] ?? DEFAULT_DISPLAY_PREFERENCES);
    },
    'preferences.saveDisplay': async (input, context) => {
      const user = signedInUserId(session);
      if (!user) return notSignedIn();
      const section = read();
      const next: DisplayPreferences = { ...(section[user] ?? DEFAULT_DISPLAY_PREFERENCES), ...(input as DisplayPreferencesPatch) };
      // Not saved is only lost for the next start; this window keeps the choice.
      await settings.update(SECTION, { ...section, [user]: next }).catch((error: unknown) => log?.(`settings: could not save display preferences (${(error as Error).message})`));
      written?.(['preferences'], context);
      return ok(next);
    },
  };
}
