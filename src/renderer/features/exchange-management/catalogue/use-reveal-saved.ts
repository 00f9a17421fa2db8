import { useState } from 'react';

/** A column's list as the reveal needs it: the rows it shows now. */
export interface RevealableColumn {
  readonly rows: ReadonlyArray<{ readonly _id: string }> | undefined;
  readonly fetching: boolean;
  setSearch(value: string): void;
}

/**
 * Keeps a just-saved row in sight. A save refetches its column before it settles (query-client.ts), so at
 * the next render the column shows the exchange's current page; if the saved row is not on it (a new sport
 * sorted onto page 2, say), the column searches for its name, and the row the user just saved is listed
 * and selected rather than selected off screen. Each column's `setSearch` must set state of the component
 * that calls this hook (it is called while that component renders).
 */
export function useRevealSaved<L extends string>(columns: Record<L, RevealableColumn>): (level: L, saved: { _id: string; name: string }) => void {
  const [pending, setPending] = useState<{ level: L; id: string; name: string } | null>(null);
  const column = pending ? columns[pending.level] : undefined;
  // Adjusted while rendering (both states belong to the component using this hook), not in an effect.
  if (pending && column && !column.fetching && column.rows) {
    if (!column.rows.some((row) => row._id === pending.id)) column.setSearch(pending.name);
    setPending(null);
  }
  return (level, saved) => setPending({ level, id: saved._id, name: saved.name });
}
