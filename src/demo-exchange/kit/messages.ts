/** What the kit's route builders answer when a handler says nothing more specific. */
export const KIT_MESSAGES = {
  saved: 'Saved.',
  deleted: 'Deleted.',
} as const;
