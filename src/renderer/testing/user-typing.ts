import type { UserEvent } from '@testing-library/user-event';

/** Clears a field and types `text` into it, as a user correcting what they typed. */
export const retype = async (user: Pick<UserEvent, 'clear' | 'type'>, field: Element, text: string): Promise<void> => {
  await user.clear(field);
  await user.type(field, text);
};
