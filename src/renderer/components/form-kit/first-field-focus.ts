import { useLayoutEffect, type RefObject } from 'react';

/** A form's fields that take the keyboard, in order: Mantine's hidden inputs and every button are not among them. */
export const FORM_FIELDS = 'input:not([type="hidden"]):not(:disabled):not([tabindex="-1"]), textarea:not(:disabled), select:not(:disabled)';

/**
 * Where a form modal or drawer puts the keyboard as it opens: on its first field ("Minimum stake"), where the
 * user starts typing, not on its Close button (the first thing Mantine's focus trap finds in the dialog). The
 * field is marked `data-autofocus`, which the trap focuses once the dialog is shown; a form that marks a field
 * of its own keeps it; a form that starts with a picker keeps Mantine's start. Runs as the form appears (`opened`), before the trap looks.
 */
export function useFirstFieldFocus(container: RefObject<HTMLElement | null>, opened: boolean) {
  useLayoutEffect(() => {
    const node = container.current;
    if (!opened || !node || node.querySelector('[data-autofocus]')) return;
    const first = node.querySelector(FORM_FIELDS);
    // A searchable picker opens its list when focused: opened over the form's other fields, it would hide them.
    if (first?.getAttribute('aria-haspopup') !== 'listbox') first?.setAttribute('data-autofocus', 'true');
  }, [container, opened]);
}
