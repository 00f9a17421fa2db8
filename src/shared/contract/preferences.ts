import { z } from 'zod';
import { displayPreferencesPatchSchema, displayPreferencesSchema } from './display-preferences';
import { local } from './operation';

/** A table's id in the preferences store: which screen's list the layout belongs to. */
export const tableIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9.-]+$/);

const columnId = z.string().min(1).max(64);

/**
 * How a user arranged one table: hidden columns, column order and widths. Only layout, never data, so it
 * may live in the settings file beside the session.
 */
export const tableLayoutSchema = z.strictObject({
  columnVisibility: z.record(columnId, z.boolean()).default({}),
  columnOrder: z.array(columnId).max(50).default([]),
  columnSizing: z.record(columnId, z.number().min(20).max(2_000)).default({}),
});
export type TableLayout = z.output<typeof tableLayoutSchema>;

export const EMPTY_TABLE_LAYOUT: TableLayout = { columnVisibility: {}, columnOrder: [], columnSizing: {} };

/** Per-user preferences, served by the main core's settings store (not the page's local storage). */
export const preferences = {
  /** The signed-in user's layout of one table (empty when never changed). */
  tableLayout: local({ id: 'preferences.tableLayout', input: z.strictObject({ tableId: tableIdSchema }), output: tableLayoutSchema }),
  saveTableLayout: local({
    id: 'preferences.saveTableLayout',
    input: z.strictObject({ tableId: tableIdSchema, layout: tableLayoutSchema }),
    output: tableLayoutSchema,
  }),
  /** The signed-in user's number grouping, time zone and colour scheme (defaults when never changed). */
  display: local({ id: 'preferences.display', input: z.undefined(), output: displayPreferencesSchema }),
  saveDisplay: local({ id: 'preferences.saveDisplay', input: displayPreferencesPatchSchema, output: displayPreferencesSchema }),
};
