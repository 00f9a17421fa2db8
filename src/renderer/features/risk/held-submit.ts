import type { FormEvent } from 'react';

/**
 * A form's submit that Enter in a field runs as its button would: not while `held`, a reason the button is
 * off that the form's own checks do not know (a notice to read first, the exchange's word on a field).
 */
export const heldSubmit =
  (held: boolean, submit: (event: FormEvent<HTMLFormElement>) => void) =>
  (event: FormEvent<HTMLFormElement>): void =>
    held ? event.preventDefault() : submit(event);
