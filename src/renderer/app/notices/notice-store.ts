import { useSyncExternalStore } from 'react';
import { noticeText, type NoticePart } from './notice-words';

/** A toast that mattered, kept for the notifications centre. */
export interface Notice {
  readonly id: number;
  readonly at: number;
  readonly tone: 'error' | 'success' | 'alert';
  /** Its words as written (a line kept without `parts` is shown so). */
  readonly message: string;
  /** The same words with their amounts as figures (a risk alert's exposure and threshold): drawn in the grouping chosen since. */
  readonly parts?: readonly NoticePart[];
  /** The object's screen (or the page the action was refused on). */
  readonly href?: string;
  readonly read: boolean;
  /** How many times it was raised in a row (a list polled through an outage), and when last. */
  readonly count: number;
  readonly lastAt: number;
}

/** The list keeps the newest this many. */
export const MAX_NOTICES = 100;
/**
 * The newest notice raised again within this time of its last raising is the same notice, counted (a retried
 * call, a list and its page, a list read again every few seconds through an outage): one line, not a flood.
 */
const REPEAT_MS = 60_000;

type State = { readonly notices: readonly Notice[] };
let state: State = { notices: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const set = (notices: readonly Notice[]) => {
  state = { notices };
  for (const listener of listeners) listener();
};

/**
 * The notifications centre's list, per window (issue 18): refused actions, settlement results and alerts,
 * newest first, with when and where. Kept in this window's memory (it starts empty in a new window), and by
 * app/notifications across a reload of the window for the same user.
 */
export const notices = {
  record(notice: Omit<Notice, 'id' | 'at' | 'read' | 'count' | 'lastAt'>, now = Date.now()): void {
    const [last, ...older] = state.notices;
    if (last && noticeText(last) === noticeText(notice) && last.tone === notice.tone && now - last.lastAt < REPEAT_MS) {
      // Unread again: it is still happening, and the bell says so even after it was read.
      set([{ ...last, count: last.count + 1, lastAt: now, read: false }, ...older]);
      return;
    }
    set([{ ...notice, id: nextId++, at: now, read: false, count: 1, lastAt: now }, ...state.notices].slice(0, MAX_NOTICES));
  },
  markAllRead(): void {
    if (state.notices.some((n) => !n.read)) set(state.notices.map((n) => (n.read ? n : { ...n, read: true })));
  },
  clear(): void {
    set([]);
  },
  /** Puts back a list kept from before this window reloaded, newest first as it was (with new ids). */
  restore(kept: readonly Omit<Notice, 'id'>[]): void {
    set(kept.slice(0, MAX_NOTICES).map((notice) => ({ ...notice, id: nextId++ })));
  },
  get: (): readonly Notice[] => state.notices,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useNotices = (): readonly Notice[] => useSyncExternalStore(notices.subscribe, notices.get);
