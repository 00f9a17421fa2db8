/**
 * The version of a list as read (contract: listVersionSchema), which a save of edits made on it sends back:
 * its rows carry it, '' for an empty list; undefined from an exchange that keeps no versions.
 */
export const listVersionOf = (rows: readonly unknown[]): string | undefined => {
  if (rows.length === 0) return '';
  const version = (rows[0] as { listVersion?: unknown }).listVersion;
  return typeof version === 'string' ? version : undefined;
};

/** A save input's `listVersion`, left out when there is none (an exchange without versions). */
export const listVersionField = (listVersion: string | undefined): { listVersion?: string } => (listVersion === undefined ? {} : { listVersion });

/**
 * After a row has left the list (removed), the keyboard goes to the Remove of the row now in its place, or
 * of the new last row, or that row's first control; to the list's section when none is left. Without it the
 * keyboard falls to the page and the next Tab starts from the top.
 */
export const focusRowAt = (section: HTMLElement | null, index: number): void => {
  const rows = [...(section?.querySelectorAll<HTMLElement>('[role="listitem"]') ?? [])];
  const row = rows[Math.min(index, rows.length - 1)];
  (row?.querySelector<HTMLElement>('[aria-label^="Remove "]') ?? row?.querySelector<HTMLElement>('button') ?? section)?.focus();
};
