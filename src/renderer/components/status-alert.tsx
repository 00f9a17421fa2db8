import { Alert, type AlertProps } from '@mantine/core';

/**
 * Mantine 7's Alert spreads the props it is given, then sets `role="alert"` (Alert.mjs), so a `role` passed to
 * it never lands. The ref turns the element polite once it exists: React writes `role` when it creates the
 * element and not again (the value Alert gives never changes), and refs attach in the same commit, before a
 * screen reader learns of the element.
 */
const politely = (element: HTMLDivElement | null): void => {
  element?.setAttribute('role', 'status');
};

/**
 * Mantine's Alert announced politely (`role="status"`): news (a result, a notice, a draft offered back) read
 * when the user pauses, not an interruption. Failures keep Mantine's Alert, which is `role="alert"`.
 */
export function StatusAlert(props: Omit<AlertProps, 'role'>) {
  return <Alert {...props} ref={politely} />;
}
