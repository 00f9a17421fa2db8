import dayjs from 'dayjs';

/** Angular's 'medium' date format (spec §2 "Dates are shown in medium format"): Jan 5, 2026, 3:04:05 PM. */
export const MEDIUM_DATE_FORMAT = 'MMM D, YYYY, h:mm:ss A';

/** An instant in the user's local time, medium format; an empty or unreadable value shows as a dash. */
export const mediumDate = (value: string | null | undefined): string => {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(MEDIUM_DATE_FORMAT) : '—';
};
