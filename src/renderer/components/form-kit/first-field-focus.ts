import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { untilArrived } from '@renderer/lib/until-arrived';

/** A form's fields that take the keyboard, in order: Mantine's hidden inputs and every button are not among them. */
export const FORM_FIELDS = 'input:not([type="hidden"]):not(:disabled):not([tabindex="-1"]), textarea:not(:disabled), select:not(:disabled)';

/** How long a form whose fields come after it opens (read from the exchange first) is waited for. */
const LATE_FIELDS_WAIT_MS = 10_000;

/** Where the keyboard starts in `node`: a field marked `data-autofocus`, else its first field unless that is a picker. */
const startField = (node: HTMLElement): HTMLElement | null => {
  const marked = node.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const first = node.querySelector<HTMLElement>(FORM_FIELDS);
  // A searchable picker opens its list when focused: opened over the form's other fields, it would hide them.
  return first?.getAttribute('aria-haspopup') === 'listbox' ? null : first;
};

/** The keyboard has not gone anywhere in the form yet: on the page, the dialog itself or its Close button. */
const notStartedIn = (node: HTMLElement): boolean => {
  const active = node.ownerDocument.activeElement;
  if (active === null || active === node.ownerDocument.body) return true;
  const dialog = node.closest('[role="dialog"]');
  return active === dialog || (dialog?.contains(active) === true && !node.contains(active) && active.getAttribute('aria-label') === 'Close');
};

/**
 * Where a form modal or drawer puts the keyboard as it opens: on its first field ("Minimum stake"), where the
 * user starts typing, not on its Close button (the first thing Mantine's focus trap finds in the dialog). The
 * field is marked `data-autofocus`, which the trap focuses once the dialog is shown; a form that marks a field
 * of its own keeps it; a form that starts with a picker keeps Mantine's start. Runs as the form appears
 * (`opened`), before the trap looks. A form whose fields come later (read from the exchange first: a void's
 * round, a trader's permissions) gets the keyboard on them when they come, unless the user has gone into the
 * form meanwhile: typed at once, the first letters landed on Close and were lost.
 */
export function useFirstFieldFocus(container: RefObject<HTMLElement | null>, opened: boolean) {
  useLayoutEffect(() => {
    const node = container.current;
    if (!opened || !node || node.querySelector('[data-autofocus]')) return;
    startField(node)?.setAttribute('data-autofocus', 'true');
  }, [container, opened]);
  useEffect(() => {
    const node = container.current;
    if (!opened || !node || node.querySelector(FORM_FIELDS)) return undefined;
    const arrive = (): boolean => {
      const field = startField(node);
      if (field === null) return false;
      if (notStartedIn(node)) field.focus();
      return true;
    };
    return untilArrived(node, arrive, LATE_FIELDS_WAIT_MS);
  }, [container, opened]);
}
