import { z } from 'zod';
import { EMPTY_TABLE_LAYOUT, ok, tableLayoutSchema, type SessionState, type TableLayout } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import { notSignedIn, signedInUserId } from './signed-in-user';
import type { SettingsStore } from './settings-store';

/** The settings section: user id → table id → layout. */
const SECTION = 'tableLayouts';
const sectionSchema = z.record(z.string(), z.record(z.string(), tableLayoutSchema));
type Section = z.infer<typeof sectionSchema>;

export interface TableLayoutsOptions {
  settings: SettingsStore;
  session: { getState(): SessionState };
  log?: (line: string) => void;
}

/**
 * Table layouts (column visibility, order, width) per user and table, kept in the settings file so that
 * every window and the next start see them; the renderer's local storage is per origin, not per user.
 */
export function tableLayoutHandlers({ settings, session, log }: TableLayoutsOptions): Record<string, LocalHandler> {
  const read = (): Section => {
    const parsed = sectionSchema.safeParse(settings.get(SECTION) ?? {});
    return parsed.success ? parsed.data : {};
  };
  const userId = () => signedInUserId(session);

  return {
    'preferences.tableLayout': async (input) => {
      const user = userId();
      if (!user) return notSignedIn();
      const { tableId } = input as { tableId: string };
      return ok<TableLayout>(read()[user]?.[tableId] ?? EMPTY_TABLE_LAYOUT);
    },
    'preferences.saveTableLayout': async (input) => {
      const user = userId();
      if (!user) return notSignedIn();
      const { tableId, layout } = input as { tableId: string; layout: TableLayout };
      const section = read();
      const next = { ...section, [user]: { ...section[user], [tableId]: layout } };
      // A layout that could not be written is only lost for the next start; the table keeps working.
      await settings.update(SECTION, next).catch((error: unknown) => log?.(`settings: could not save a table layout (${(error as Error).message})`));
      return ok(layout);
    },
  };
}
