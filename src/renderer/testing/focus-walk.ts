import type { UserEvent } from '@testing-library/user-event';

/** The accessible name (aria-label) of what has the keyboard. */
export const focusedName = (): string | null => (document.activeElement as HTMLElement).getAttribute('aria-label');

/** Presses Tab (Shift+Tab with `backwards`) `presses` times: the name of what has the keyboard after each press, in order. */
export const tabWalk = async (user: Pick<UserEvent, 'tab'>, presses: number, backwards = false): Promise<(string | null)[]> => {
  const names: (string | null)[] = [];
  for (let i = 0; i < presses; i++) {
    await user.tab({ shift: backwards });
    names.push(focusedName());
  }
  return names;
};
