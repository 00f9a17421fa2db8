import type { DatabaseSync } from 'node:sqlite';
import { AUDIT_ACTIONS } from '@shared/audit';
import { accountStatusLabel } from '@shared/money/accounts';
import { text, textOrNull, type Row } from '../../kit/sql';
import { findAccountByUserName } from '../../money/accounts';

/** Most lines an activity list answers: the latest ones. */
export const ACTIVITY_LIMIT = 200;

const labelOf = (action: string): string => (AUDIT_ACTIONS as Record<string, { label: string } | undefined>)[action]?.label ?? action;

/** A login attempt in words (the login history keeps its outcome's key). */
const LOGIN_WORDS: Record<string, string> = {
  success: 'Logged in',
  'awaiting-code': 'Password accepted; code asked',
  'wrong-code': 'Login refused (wrong code)',
  'wrong-password': 'Login refused (wrong password)',
  inactive: 'Login refused (account inactive)',
  'unknown-user': 'Login refused (unknown user)',
};
const loginWords = (outcome: string): string => LOGIN_WORDS[outcome] ?? `Login refused (${outcome})`;

/**
 * An audited action on this list in words: its label, and for a status change someone else made to the account,
 * to what, by whom and why, from what the audit row keeps after ("Betting account status changed to Suspended by
 * admin: chargeback review").
 */
const actionWords = (row: Row, userName: string): string => {
  const [action, actor] = [text(row.action), textOrNull(row.actorUserName)];
  if (action !== 'account.status' || actor === userName || typeof row.after !== 'string') return labelOf(action);
  const { status, reason } = JSON.parse(row.after) as { status?: unknown; reason?: unknown };
  const to = typeof status === 'string' ? ` to ${accountStatusLabel(status)}` : '';
  const by = actor ? ` by ${actor}` : '';
  const why = typeof reason === 'string' && reason !== '' ? `: ${reason}` : '';
  return `${labelOf(action)}${to}${by}${why}`;
};

/**
 * What a user did and what was done to them, newest first: a staff user's logins (IP and client) and
 * audited actions; a betting account's status changes, each with its new status, who made it and why.
 * Passwords and tokens are never in either.
 */
export const activityOf = (db: DatabaseSync, userName: string) => {
  const account = findAccountByUserName(db, userName);
  const logins = db
    .prepare(`SELECT at, ip, client, outcome FROM login_history WHERE userName = ? ORDER BY at DESC LIMIT ${ACTIVITY_LIMIT}`)
    .all(userName)
    .map((row) => ({ at: text(row.at), kind: 'login' as const, what: loginWords(text(row.outcome)), ip: textOrNull(row.ip), client: textOrNull(row.client) }));
  const actions = db
    .prepare(`SELECT at, action, actorUserName, "after" FROM audit_log WHERE actorUserName = ? OR (targetType = 'account' AND targetId = ?) ORDER BY at DESC LIMIT ${ACTIVITY_LIMIT}`)
    .all(userName, account?._id ?? '')
    .map((row) => ({ at: text(row.at), kind: 'action' as const, what: actionWords(row, userName), ip: null, client: null }));
  return [...logins, ...actions].sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_LIMIT);
};
