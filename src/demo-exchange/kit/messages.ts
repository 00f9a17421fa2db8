/** What the kit's route builders answer when a handler says nothing more specific. */
export const KIT_MESSAGES = {
  saved: 'Saved.',
  deleted: 'Deleted.',
  /** `by`: who and when, "manager1 at 14:02 UTC". */
  changedSince: (name: string | undefined, by: string) =>
    `${name ?? 'This record'} was changed by ${by} since you opened it. Your changes are still here: reload it, then save again.`,
} as const;
