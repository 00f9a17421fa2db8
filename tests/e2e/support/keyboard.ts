import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The little of a DOM node used here (the tests are typed for Node, without the DOM lib). */
interface NodeLike {
  contains(other: unknown): boolean;
  readonly ownerDocument: { readonly activeElement: unknown };
}

const dialogOf = (element: Locator): Locator => element.locator('xpath=ancestor::*[@role="dialog"][1]');

/**
 * Waits until a modal has taken focus. Mantine's focus trap moves focus into a modal a moment after it
 * opens (to its [data-autofocus] element or its first control); a key pressed on a control focused before
 * that would go to wherever the trap puts focus.
 */
export async function focusSettledIn(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((node) => (node as unknown as NodeLike).contains((node as unknown as NodeLike).ownerDocument.activeElement))).toBe(true);
}

/** Waits for the modal around `element`, if there is one, to have taken focus. */
async function settleFocusAround(element: Locator): Promise<void> {
  const dialog = dialogOf(element);
  if ((await dialog.count()) > 0) await focusSettledIn(dialog);
}

/**
 * Presses a button with Enter, as a keyboard user does. Also the way past a toast: a toast at the bottom
 * right can cover a modal's footer for a moment, and a pointer resting on it keeps it open.
 */
export async function pressButton(button: Locator): Promise<void> {
  await settleFocusAround(button);
  await button.press('Enter');
}

/** Flips a switch with Space (Mantine's switch input is visually hidden) and waits until it has flipped. */
export async function toggleSwitch(switchInput: Locator): Promise<void> {
  await settleFocusAround(switchInput);
  const before = await switchInput.isChecked();
  await switchInput.press('Space');
  await expect.poll(() => switchInput.isChecked()).toBe(!before);
}
