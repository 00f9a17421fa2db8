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
