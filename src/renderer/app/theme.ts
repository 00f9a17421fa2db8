import { createTheme, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';

/** Mantine's defaults, a little denser: a trading floor reads many rows at once. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  focusRing: 'auto',
  cursorType: 'pointer',
});

/**
 * Mantine keeps the colour scheme in localStorage by default; the renderer stores nothing, so the
 * choice lives in memory here, and the signed-in user's choice comes from their display preferences
 * (kept by the main process: app/display/) in every window and across reloads.
 */
export const memoryColorSchemeManager = (): MantineColorSchemeManager => {
  let current: MantineColorScheme | undefined;
  return {
    get: (defaultValue) => current ?? defaultValue,
    set: (value) => {
      current = value;
    },
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => {
      current = undefined;
    },
  };
};
