/**
 * What a store's save answers, and what `auditedSave` audits: the saved record, its id, and the stored row
 * before an update (none on create: that is how the audit tells a create from an update).
 */
export interface Saved<R> {
  readonly record: R;
  readonly id: string;
  readonly before: unknown;
  /**
   * The stored record's `updatedAt` before an update, where `before` (shaped for the audit) does not carry
   * it: what the save's `expectedUpdatedAt` is checked against (see refuseIfChangedSince).
   */
  readonly beforeUpdatedAt?: string | undefined;
  /** Instead of "Saved.". */
  readonly message?: string | undefined;
  /** Facts of the save the record does not hold (auto markets created), added to the audit's `after`. */
  readonly note?: Readonly<Record<string, unknown>>;
}

/** An update's `before` as the audit shows the record (`shown`), with the stored record's updatedAt kept for the check; none on create. */
export const savedBefore = <T extends { readonly updatedAt: string }>(stored: T | undefined, shown: (stored: T) => unknown): Pick<Saved<unknown>, 'before' | 'beforeUpdatedAt'> =>
  stored ? { before: shown(stored), beforeUpdatedAt: stored.updatedAt } : { before: undefined };
