/** A To day before its From day (YYYY-MM-DD compares as text), said on the To field; nothing when in order. */
export const daysOutOfOrder = (from: string, to: string): string | undefined => (from > to ? 'To: on or after From.' : undefined);

/**
 * What is wrong with a From/To pair of calendar days (YYYY-MM-DD, as date inputs give them), or nothing:
 * both are needed, and To may not come before From. Said on the To field, before anything is asked.
 */
export const dayRangeProblem = (from: string, to: string): string | undefined => (!from || !to ? 'From and To: pick both days.' : daysOutOfOrder(from, to));
