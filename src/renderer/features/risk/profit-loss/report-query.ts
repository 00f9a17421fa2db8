import type { ReportFilters } from '@shared/contract/risk';
import { daysOutOfOrder } from '@renderer/lib/day-range';
import { dayOffsetMinutes, zoneOffsetMinutes } from '@renderer/lib/format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportQuery {
  /** What to ask the exchange; null while the filters cannot be asked (each field's message says why). */
  readonly input: { userName: string; by: ReportFilters['by']; from?: string; to?: string; tz_offset?: number } | null;
  readonly agentError: string | null;
  readonly fromError: string | null;
  readonly toError: string | null;
}

/** The exchange's range of zone offsets (minutes ahead of UTC). Some zones' clocks before 1900 fall outside it. */
const OFFSET_RANGE = { min: -720, max: 840 } as const;

/**
 * The agent P/L call from the filters on screen: the agent is required, a date counts once complete, and
 * a range whose From is after its To is refused on the To field instead of answering with nothing.
 */
export const reportQueryOf = ({ userName, by, from = '', to = '' }: Pick<ReportFilters, 'userName' | 'by' | 'from' | 'to'>): ReportQuery => {
  const name = userName.trim();
  const range = { ...(DATE.test(from) ? { from } : {}), ...(DATE.test(to) ? { to } : {}) };
  const agentError = name ? null : 'Agent user name is required.';
  const toError = (range.from && range.to && daysOutOfOrder(range.from, range.to)) || null;
  // Days are the user's: the zone times are shown in, as its offset on the first day asked for (today's when
  // none). Sent only when not UTC, so an exchange built before tz_offset still answers a UTC user.
  const offset = range.from ? dayOffsetMinutes(range.from) : zoneOffsetMinutes();
  const fromError = offset < OFFSET_RANGE.min || offset > OFFSET_RANGE.max ? 'From: too early for this time zone’s clock; choose a day from 1900 on.' : null;
  const input = agentError || fromError || toError ? null : { userName: name, by, ...range, ...(offset === 0 ? {} : { tz_offset: offset }) };
  return { input, agentError, fromError, toError };
};
