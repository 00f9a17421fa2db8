/**
 * The game provider's report query (spec §3: `game_id, start, end, tz_offset, max, offset, remote_id,
 * realm`, exactly so named; dates as year/month/day text; §9: realm INR). The provider's key is not a
 * field here: the main process adds it to the URL, and nothing else ever sees it.
 */
export const PROVIDER_REALM = 'INR' as const;
export const PROVIDER_REPORT_PAGE = 50;

export interface ProviderReportRequest {
  /** The first and last day of the period, as the user picked them (calendar days, no time). */
  readonly from: Date;
  readonly to: Date;
  /** Minutes east of UTC of the user's clock (India: 330). */
  readonly tzOffsetMinutes: number;
  readonly gameId?: string | undefined;
  /** The player's id at the provider. */
  readonly remoteId?: string | undefined;
  readonly max?: number;
  readonly offset?: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the provider wants it: `2025/03/09`. */
export const reportDay = (day: Date): string => `${day.getFullYear()}/${two(day.getMonth() + 1)}/${two(day.getDate())}`;

/** The query, field names and order as spec §3 gives them; optional fields are left out when empty. */
export const providerReportQuery = (request: ProviderReportRequest) => ({
  ...(request.gameId ? { game_id: request.gameId } : {}),
  start: reportDay(request.from),
  end: reportDay(request.to),
  tz_offset: request.tzOffsetMinutes,
  max: request.max ?? PROVIDER_REPORT_PAGE,
  offset: request.offset ?? 0,
  ...(request.remoteId ? { remote_id: request.remoteId } : {}),
  realm: PROVIDER_REALM,
});
