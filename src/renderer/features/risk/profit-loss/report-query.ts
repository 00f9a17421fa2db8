import type { ReportFilters } from '@shared/contract/risk';
import { daysOutOfOrder } from '@renderer/lib/day-range';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportQuery {
  /** What to ask the exchange; null while the filters cannot be asked (each field's message says why). */
  readonly input: { userName: string; by: ReportFilters['by']; from?: string; to?: string } | null;
  readonly agentError: string | null;
  readonly toError: string | null;
}

/**
 * The agent P/L call from the filters on screen: the agent is required, a date counts once complete, and
 * a range whose From is after its To is refused on the To field instead of answering with nothing.
 */
export const reportQueryOf = ({ userName, by, from = '', to = '' }: Pick<ReportFilters, 'userName' | 'by' | 'from' | 'to'>): ReportQuery => {
  const name = userName.trim();
  const range = { ...(DATE.test(from) ? { from } : {}), ...(DATE.test(to) ? { to } : {}) };
  const agentError = name ? null : 'Agent user name is required.';
  const toError = (range.from && range.to && daysOutOfOrder(range.from, range.to)) || null;
  return { input: agentError || toError ? null : { userName: name, by, ...range }, agentError, toError };
};
