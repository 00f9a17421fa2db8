import type { DatabaseSync } from 'node:sqlite';

/**
 * Back-off after failed logins, per account and per address, from the login history (so it survives a
 * restart). After ACCOUNT_FREE_FAILURES wrong passwords (or codes) in a row on one account, or ADDRESS_FREE_FAILURES
 * from one address, each next attempt must wait: 30 s, then doubling, at most 15 minutes. During the wait
 * even the right password is refused (otherwise guessing would go on at full speed). Refused attempts
 * are not failures: they never lengthen the wait, so nobody can lock an account out for good.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 20;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A wrong second-factor code counts like a wrong password: otherwise each new login would give five more guesses. */
const FAILED = ['wrong-password', 'unknown-user', 'wrong-code'];

interface Attempt {
  at: string;
  outcome: string;
}

/** The failures since the last success, newest first (at most what the back-off can use). */
const recentFailures = (db: DatabaseSync, column: 'userName' | 'ip', value: string, limit: number): Attempt[] => {
  const rows = db
    .prepare(`SELECT at, outcome FROM login_history WHERE ${column === 'userName' ? 'lower(userName) = lower(?)' : 'ip = ?'} ORDER BY id DESC LIMIT ?`)
    .all(value, limit) as unknown as Attempt[];
  const sinceSuccess = rows.findIndex((row) => row.outcome === 'success');
  return (sinceSuccess < 0 ? rows : rows.slice(0, sinceSuccess)).filter((row) => FAILED.includes(row.outcome));
};

const waitAfter = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - free, 10));

const retryAfter = (failures: Attempt[], free: number, now: number): number => {
  const latest = failures[0];
  if (!latest) return 0;
  return Math.max(0, Date.parse(latest.at) + waitAfter(failures.length, free) - now);
};

/** Milliseconds until this account may try again from this address; 0 when it may now. */
export function loginRetryAfterMs(db: DatabaseSync, attempt: { userName: string; ip: string }, now = Date.now()): number {
  const byAccount = recentFailures(db, 'userName', attempt.userName, ACCOUNT_FREE_FAILURES + 12);
  const byAddress = recentFailures(db, 'ip', attempt.ip, ADDRESS_FREE_FAILURES + 12);
  return Math.max(retryAfter(byAccount, ACCOUNT_FREE_FAILURES, now), retryAfter(byAddress, ADDRESS_FREE_FAILURES, now));
}

/** "Try again in 30 seconds." / "in 2 minutes.": rounded up, so it is never too early. */
export const loginLockedMessage = (retryAfterMs: number): string => {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed logins. Try again in ${wait}.`;
};
