import { atom, useAtom } from 'jotai';
import type { ReportFilters } from '@shared/contract/risk';

/** What the P/L shows first: the whole tree (`house`) by sport, and the fancy desk. */
export const START_FILTERS: ReportFilters = { userName: 'house', by: 'sport', family: 'fancy' };

/**
 * The P/L's filters, kept while the window is open rather than by the tab: a change of the header clock's
 * zone or of grouping draws the window's screens anew (display-preferences-gate.tsx), and another tab and
 * back leaves the tab; the agent, From/To days, both Group by choices and the desk stay. The days are calendar days (YYYY-MM-DD),
 * so in the new zone they are the same days, asked with that zone's offset (report-query.ts).
 */
const reportFiltersAtom = atom<ReportFilters>(START_FILTERS);

/** The P/L's filters and their setter, as useState gives them. */
export const useReportFilters = () => useAtom(reportFiltersAtom);

/** How the desk P/L is grouped (its own Group by), kept as the filters are. */
export type DeskBy = 'market' | 'trader';
const deskByAtom = atom<DeskBy>('market');

/** The desk P/L's Group by and its setter. */
export const useDeskBy = () => useAtom(deskByAtom);
