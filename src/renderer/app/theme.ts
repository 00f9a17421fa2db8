import { createTheme, type DrawerProps, type MantineColorScheme, type MantineColorSchemeManager, type ModalProps, type NotificationProps, type NumberInputProps } from '@mantine/core';

/**
 * Components' defaults as plain objects (`X.extend` would import each component, and with it Drawer, Modal
 * and the number field's library, into the login route's JavaScript); typed against each one's props.
 */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });
const namedClose = { closeButtonProps: { 'aria-label': 'Close' } };

/** Mantine's defaults, a little denser: a trading floor reads many rows at once. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A number is kept as typed: clamping it on blur would save a value the user never typed (a digit of 12
    // becoming 9). The field's validation says what is wrong instead. Nor is it "sanitized" on blur: Mantine
    // then replaced a number past the safe integers (20 digits) by the field's maximum.
    // Leading zeros are not kept ("007" is 7 as typed): kept, the field would hold the text "007", not a number.
    NumberInput: defaults<NumberInputProps>({ clampBehavior: 'none', trimLeadingZeroesOnBlur: false, allowLeadingZeros: false }),
    // Every close (×) button is named, for a screen reader and for whoever reaches it with Tab.
    Modal: defaults<ModalProps>(namedClose),
    Drawer: defaults<DrawerProps>(namedClose),
    Notification: defaults<NotificationProps>(namedClose),
  },
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
