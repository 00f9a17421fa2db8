import type { Moment } from './time';

const millisOf = (since: Moment): number | undefined => {
  if (since === null || since === undefined || since === '') return undefined;
  const ms = since instanceof Date ? since.getTime() : typeof since === 'number' ? since : new Date(since).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};

/** "3 min 20 s", "2 h 5 min", "12 s": how long something has lasted (a round without a result). */
export const formatDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
};

/** How long since a time: "3 min 20 s". */
export const ageOf = (since: Moment, now: number): string => {
  const ms = millisOf(since);
  return ms === undefined ? '—' : formatDuration((now - ms) / 1000);
};

/** A relative age where staff scan: "3 s ago", "4 min ago", "2 h ago", "3 d ago"; "just now" under a second. */
export const formatAge = (since: Moment, now: number): string => {
  const ms = millisOf(since);
  if (ms === undefined) return '—';
  const seconds = Math.max(0, Math.floor((now - ms) / 1000));
  if (seconds < 1) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
};
