import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Operation } from '@shared/contract/operation';
import { CanCall } from '@renderer/components/can-call';
import { useOperationForm, type OperationForm, type OperationFormConfig } from './use-operation-form';
import type { BridgedOperation } from '@renderer/app/data/operations';

/**
 * A desk's form: Enter sends it (the exchange confirms before anything shows as current), Escape abandons
 * the edits (back to the confirmed values). Errors land on their fields and nothing is sent: while the
 * values are wrong the send button is off, and Enter says on each field what is wrong. A `locked` form sends
 * nothing.
 */
export function KeyForm<V extends Record<string, unknown>>({ kit, label, locked, children }: { kit: OperationForm<V>; label: string; locked?: string | undefined; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      noValidate
      // A locked desk (read-only: `locked` says why) sends nothing: a form with one field submits on Enter
      // even with no button and the field read-only.
      onSubmit={locked === undefined ? kit.submit : (event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !kit.form.isValid()) {
          // The send button is off, so the browser would drop the Enter silently: say why instead.
          event.preventDefault();
          kit.form.validate();
        }
        if (event.key !== 'Escape') return;
        event.preventDefault();
        kit.form.reset();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A desk form's values: like any kit form's, but never kept as a draft. What is typed on a desk is a live
 * price, limit or schedule; restored in a later session it would be stale, and a desk sends at once anyway.
 */
export const useKeyForm = <Op extends BridgedOperation, V extends Record<string, unknown>>(config: Omit<OperationFormConfig<Op, V>, 'drafts'>): OperationForm<V> =>
  useOperationForm({ ...config, drafts: false });

/** A key form's send button, for a user who may call its operation: it sends only edited, valid values, once at a time. */
export function KeyFormSubmit<V extends Record<string, unknown>>({
  op,
  kit,
  children,
  ...button
}: { op: Operation; kit: OperationForm<V>; children: ReactNode } & Pick<ButtonProps, 'size' | 'variant' | 'mt'>) {
  return (
    <CanCall op={op}>
      <Button type="submit" {...button} loading={kit.pending} disabled={!kit.form.isDirty() || !kit.form.isValid()}>
        {children}
      </Button>
    </CanCall>
  );
}
