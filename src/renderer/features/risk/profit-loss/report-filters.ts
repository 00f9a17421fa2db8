import type { ReportFilters } from '@shared/contract/risk';
import { createUserState } from '@renderer/app/session/user-state';

/** What the P/L shows first: the whole tree (`house`) by sport, and the fancy desk. */
export const START_FILTERS: ReportFilters = { userName: 'house', by: 'sport', family: 'fancy' };

/**
 * The P/L's filters, kept while the window is open rather than by the tab: a change of the header clock's
 * zone or of grouping draws the window's screens anew (display-preferences-gate.tsx), and another tab and
 * back leaves the tab; the agent, From/To days, both Group by choices and the desk stay. The days are calendar days (YYYY-MM-DD),
 * so in the new zone they are the same days, asked with that zone's offset (report-query.ts). Another user
 * logging in to this window starts from START_FILTERS. Read and set as useState gives them.
 */
export const useReportFilters = createUserState<ReportFilters>(START_FILTERS);

/** How the desk P/L is grouped (its own Group by), kept as the filters are. */
export type DeskBy = 'market' | 'trader';

/** The desk P/L's Group by and its setter. */
export const useDeskBy = createUserState<DeskBy>('market');
