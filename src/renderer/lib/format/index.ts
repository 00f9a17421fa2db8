/**
 * The one way the console shows money, numbers, prices and times (issue 18). Screens import from here and
 * never call toLocaleString, toFixed, Intl or dayjs formatting themselves (scripts/no-hand-formatting.test.ts
 * fails when one does). Grouping (Indian or international) and the time zone are the signed-in user's
 * display preferences, applied by app/display/display-preferences-gate.tsx.
 */
export { formatSettings, setFormatSettings, type FormatSettings } from './settings';
export { editableNumber, typedDecimal, formatCount, formatNumber, formatPercent, formatSize, plural, type NumberOptions } from './numbers';
export { currencyInfo, formatAmount, formatAmountPlain, formatMinor, formatMoney, SITE_CURRENCY, type CurrencyInfo, type MoneyOptions } from './money';
export { formatOdds, formatRatePair, priceStyleOf, type PriceStyle } from './odds';
export { computerTimeZone, formatCalendarDay, formatDate, formatDateTime, formatDayTime, formatTime, formatWhen, formatZoneName, shownTimeZone, type Moment } from './time';
export { dayOffsetMinutes, instantOfWallTime, shownToday, wallTimeOf, zoneOffsetMinutes } from './wall-time';
export { DAY_FIELD_FORMAT, fieldValueOf, MOMENT_FIELD_FORMAT, readFieldDate } from './date-field';
export { ageOf, formatAge, formatDuration } from './age';
