import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';
import { DISCARD_QUESTION } from '@renderer/components/form-kit/close-guard';

/**
 * A form's own Cancel, which calls `onClose`: it closes the untouched form at once; once `typed.text` is
 * typed into the field labelled `typed.label`, it asks before throwing that away, and closes on Discard.
 */
export async function expectCancelAsksOnceTyped(user: Pick<UserEvent, 'click' | 'type'>, onClose: Mock, typed: { label: string; text: string }) {
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);

  await user.type(screen.getByLabelText(typed.label), typed.text);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy();
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(2);
}
