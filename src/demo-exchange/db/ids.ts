import { randomBytes } from 'node:crypto';

/**
 * A 24-hex id shaped like a Mongo ObjectId (4 bytes of seconds, then 8 random bytes), because the
 * real exchange's ids look like that and the console must not assume anything narrower.
 */
export const newObjectId = (now: Date = new Date()): string => {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
  return seconds + randomBytes(8).toString('hex');
};

export const isoNow = (): string => new Date().toISOString();
