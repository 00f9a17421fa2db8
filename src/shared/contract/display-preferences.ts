import { z } from 'zod';

/** How long numbers are grouped: Indian lakh/crore ("1,23,45,678") or international thousands ("12,345,678"). */
export const GROUPING_STYLES = ['indian', 'international'] as const;
export type GroupingStyle = (typeof GROUPING_STYLES)[number];

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

/** Row height, paddings and font of tables and forms. */
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

/** An IANA time zone the JavaScript runtime knows ("Asia/Kolkata", "UTC"). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const timeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'Time zone: a name such as Asia/Kolkata or UTC.' });

/**
 * How one user wants figures and the console drawn, in every window: number grouping, the time zone
 * every time is shown in (null: this computer's), the colour scheme (kept across reloads), the density
 * of the dashboard and of monitor windows, whether the side navigation is collapsed, and notices dismissed.
 */
export const displayPreferencesSchema = z.strictObject({
  grouping: z.enum(GROUPING_STYLES).default('indian'),
  timeZone: timeZoneSchema.nullable().default(null),
  colorScheme: z.enum(COLOR_SCHEMES).default('auto'),
  /** Unset until chosen: the dashboard is comfortable, monitor windows and desks compact. */
  dashboardDensity: z.enum(DENSITIES).optional(),
  monitorDensity: z.enum(DENSITIES).optional(),
  navCollapsed: z.boolean().optional(),
  /** The user dismissed the notice that their session is kept in memory (no OS keychain): not shown again. */
  keychainNoticeDismissed: z.boolean().optional(),
});
export type DisplayPreferences = z.output<typeof displayPreferencesSchema>;

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = { grouping: 'indian', timeZone: null, colorScheme: 'auto' };

/** A change to some of them; what is not named stays. */
export const displayPreferencesPatchSchema = z.strictObject({
  grouping: z.enum(GROUPING_STYLES).optional(),
  timeZone: timeZoneSchema.nullable().optional(),
  colorScheme: z.enum(COLOR_SCHEMES).optional(),
  dashboardDensity: z.enum(DENSITIES).optional(),
  monitorDensity: z.enum(DENSITIES).optional(),
  navCollapsed: z.boolean().optional(),
  keychainNoticeDismissed: z.boolean().optional(),
});
export type DisplayPreferencesPatch = z.output<typeof displayPreferencesPatchSchema>;
