import type { ReactNode } from 'react';
import type { OperationForm } from './use-operation-form';

/**
 * A desk's form: Enter sends it (the exchange confirms before anything shows as current), Escape abandons
 * the edits (back to the confirmed values). Errors land on their fields and nothing is sent.
 */
export function KeyForm<V extends Record<string, unknown>>({ kit, label, children }: { kit: OperationForm<V>; label: string; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={kit.submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        kit.form.reset();
      }}
    >
      {children}
    </form>
  );
}
