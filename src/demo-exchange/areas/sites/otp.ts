import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { matchTotp } from '../../auth/totp';
import { inTransaction } from '../../db/database';
import { findUserById, type UserRow } from '../../db/users';
import { ApiError, fieldMessage } from '../../http/api-error';

/** How long the code step of a login stays open, and how many wrong codes it takes. */
export const OTP_CHALLENGE_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_MESSAGES = {
  required: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  reused: 'That code was already used. Wait for the next one.',
  closed: 'This code request has closed (too many tries or too old). Go back and log in again.',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The second factor of an account, if it has one (the secret never leaves the exchange). */
export const otpSecretOf = (db: DatabaseSync, userId: string): string | null => {
  const row = db.prepare('SELECT otpSecret FROM users WHERE _id = ?').get(userId);
  return typeof row?.otpSecret === 'string' && row.otpSecret !== '' ? row.otpSecret : null;
};

export const setOtpSecret = (db: DatabaseSync, userId: string, secret: string | null): void => {
  db.prepare('UPDATE users SET otpSecret = ?, otpLastStep = NULL WHERE _id = ?').run(secret, userId);
};

/** Opens the code step of a login whose password was right; answers the challenge the console sends back. */
export const openOtpChallenge = (db: DatabaseSync, user: UserRow, now = Date.now()) => {
  const otpToken = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM otp_challenges WHERE expiresAt <= ?').run(Math.floor(now / 1000));
  // One open code step per account: logging in again does not add five more guesses beside the last ones.
  db.prepare('UPDATE otp_challenges SET closedAt = ? WHERE userId = ? AND closedAt IS NULL').run(new Date(now).toISOString(), user._id);
  db.prepare('INSERT INTO otp_challenges (_id, userId, expiresAt, createdAt) VALUES (?, ?, ?, ?)').run(
    hashOf(otpToken),
    user._id,
    Math.floor(now / 1000) + OTP_CHALLENGE_SECONDS,
    new Date(now).toISOString(),
  );
  return { otpRequired: true as const, otpToken, expiresInSeconds: OTP_CHALLENGE_SECONDS };
};

const closed = () => new ApiError(410, OTP_MESSAGES.closed);

/**
 * Checks a code against the challenge's account: right, within one step of now, and a step not used
 * before (a code works once). A wrong code counts; the fifth closes the challenge. Answers the user.
 * `onWrongCode` hears each refused code of an open challenge (in its transaction): the login history counts
 * it, so a new challenge after a closed one is throttled like a wrong password. `refuseFor` refuses the
 * account before its code is checked (and counted): the back-off, which even a right code must wait out.
 */
export const checkOtp = (
  db: DatabaseSync,
  otpToken: string,
  code: string,
  options: { now?: number; onWrongCode?: (user: UserRow) => void; refuseFor?: (user: UserRow) => ApiError | undefined } = {},
): UserRow => {
  const now = options.now ?? Date.now();
  const outcome = inTransaction(db, (): { user: UserRow } | { refused: ApiError } => {
    const id = hashOf(otpToken);
    const challenge = db.prepare('SELECT * FROM otp_challenges WHERE _id = ?').get(id);
    if (!challenge || challenge.closedAt !== null || Number(challenge.expiresAt) <= Math.floor(now / 1000)) throw closed();
    const user = findUserById(db, String(challenge.userId));
    const secret = user ? otpSecretOf(db, user._id) : null;
    if (!user || !secret || user.status !== 'active') throw closed();
    // The account's back-off (wrong passwords and codes) holds here too, before the code is looked at.
    const refused = options.refuseFor?.(user);
    if (refused) throw refused;
    const step = matchTotp(secret, code, Math.floor(now / 1000));
    const lastStep = db.prepare('SELECT otpLastStep FROM users WHERE _id = ?').get(user._id)?.otpLastStep;
    if (step === null || (lastStep !== null && lastStep !== undefined && step <= Number(lastStep))) {
      const attempts = Number(challenge.attempts) + 1;
      db.prepare('UPDATE otp_challenges SET attempts = ?, closedAt = ? WHERE _id = ?').run(attempts, attempts >= OTP_MAX_ATTEMPTS ? new Date(now).toISOString() : null, id);
      options.onWrongCode?.(user);
      // Thrown after the count is written: the transaction must keep it, so the error leaves afterwards.
      return { refused: attempts >= OTP_MAX_ATTEMPTS ? closed() : new ApiError(400, fieldMessage('code', step === null ? OTP_MESSAGES.wrongCode : OTP_MESSAGES.reused)) };
    }
    db.prepare('UPDATE users SET otpLastStep = ? WHERE _id = ?').run(step, user._id);
    db.prepare('UPDATE otp_challenges SET closedAt = ? WHERE _id = ?').run(new Date(now).toISOString(), id);
    return { user };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.user;
};
