/**
 * What a store's save answers, and what `auditedSave` audits: the saved record, its id, and the stored row
 * before an update (none on create: that is how the audit tells a create from an update).
 */
export interface Saved<R> {
  readonly record: R;
  readonly id: string;
  readonly before: unknown;
  /** Instead of "Saved.". */
  readonly message?: string | undefined;
  /** Facts of the save the record does not hold (auto markets created), added to the audit's `after`. */
  readonly note?: Readonly<Record<string, unknown>>;
}

/** An update's `before` as the audit shows the record (`shown`); none on create. */
export const savedBefore = <T>(stored: T | undefined, shown: (stored: T) => unknown): Pick<Saved<unknown>, 'before'> => ({ before: stored === undefined ? undefined : shown(stored) });
