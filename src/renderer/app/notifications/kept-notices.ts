import { z } from 'zod';
import type { SessionState } from '@shared/contract';
import { MAX_NOTICES, notices, type Notice } from '../notices/notice-store';
import { watchSession, type SessionSource } from '../session/watch-session';

/** Where a window keeps the bell's list: one user's at a time. */
export const KEPT_NOTICES_KEY = 'exchange-console.notifications';

export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A piece of a notice's words: text, or an amount as its figure in minor units (notice-words.ts). */
const keptPartSchema = z.union([z.string(), z.object({ minor: z.number().int() })]);

/**
 * What is kept of a notice: its words (with their amounts as figures, when it has them), tone, times and link;
 * never a token or a credential. Pieces that do not read leave the line to its words as written.
 */
const keptNoticeSchema = z.object({
  at: z.number(),
  tone: z.enum(['error', 'success', 'alert']),
  message: z.string(),
  parts: z.array(keptPartSchema).optional().catch(undefined),
  href: z.string().optional(),
  read: z.boolean(),
  count: z.number().int().positive(),
  lastAt: z.number(),
}) satisfies z.ZodType<Omit<Notice, 'id'>>;

const keptListSchema = z.object({ userId: z.string(), notices: z.array(z.unknown()) });

/** The list kept for `userId`, newest first: nothing when it was kept for another user or cannot be read; a line that does not read is dropped. */
export const readKeptNotices = (storage: NoticeStorage, userId: string): Omit<Notice, 'id'>[] => {
  try {
    const kept = keptListSchema.safeParse(JSON.parse(storage.getItem(KEPT_NOTICES_KEY) ?? 'null'));
    if (!kept.success || kept.data.userId !== userId) return [];
    return kept.data.notices.flatMap((line) => {
      const notice = keptNoticeSchema.safeParse(line);
      return notice.success ? [notice.data] : [];
    });
  } catch {
    return [];
  }
};

const writeKeptNotices = (storage: NoticeStorage, userId: string, list: readonly Notice[]): void => {
  const kept = list.slice(0, MAX_NOTICES).map(({ id: _id, ...notice }) => notice);
  try {
    storage.setItem(KEPT_NOTICES_KEY, JSON.stringify({ userId, notices: kept }));
  } catch {
    // A full storage: the list stays in this window's memory, as before.
  }
};

/**
 * Keeps the bell's list in `storage` for the user logged in, so a reload of the window shows it again: written
 * on every change, read back once the session names the user. The user's own logout clears it; a session that
 * ended by itself (expired, refused, ended elsewhere) keeps it for the same user's next login here, and another
 * user starts with an empty list. Returns the function that stops keeping.
 */
export const keepNoticesAcrossReloads = (source: SessionSource, storage: NoticeStorage): (() => void) => {
  let owner: string | undefined;
  // Until a first user is known: what this load raised before the session answered belongs to that user.
  let firstAnswer = true;
  const follow = (session: SessionState) => {
    if (session.status === 'loggedIn') {
      if (session.user.id === owner) return;
      // What this load raised before the session answered (a page's first read failing) stays; another user's
      // list never does, nor what came in after a logout (a late answer to the last user's call).
      const fromThisLoad = firstAnswer ? notices.get() : [];
      firstAnswer = false;
      owner = session.user.id;
      notices.restore([...fromThisLoad, ...readKeptNotices(storage, owner)]);
    } else if (session.reason === 'logout') {
      owner = undefined;
      storage.removeItem(KEPT_NOTICES_KEY);
      notices.clear();
    }
  };
  const stopSaving = notices.subscribe(() => {
    if (owner !== undefined) writeKeptNotices(storage, owner, notices.get());
  });
  const stopWatching = watchSession(source, follow);
  return () => {
    stopWatching();
    stopSaving();
  };
};
