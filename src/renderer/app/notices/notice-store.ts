import { useSyncExternalStore } from 'react';

/** A toast that mattered, kept for the notifications centre. */
export interface Notice {
  readonly id: number;
  readonly at: number;
  readonly tone: 'error' | 'success' | 'alert';
  readonly message: string;
  /** The object's screen (or the page the action was refused on). */
  readonly href?: string;
  readonly read: boolean;
}

/** The list keeps the newest this many. */
export const MAX_NOTICES = 100;
/** The same message again within this time is the same notice (a retried call, a list and its page). */
const REPEAT_MS = 5_000;

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
 * newest first, with when and where. Kept in this window's memory: it starts empty in a new window.
 */
export const notices = {
  record(notice: Omit<Notice, 'id' | 'at' | 'read'>, now = Date.now()): void {
    const last = state.notices[0];
    if (last && last.message === notice.message && now - last.at < REPEAT_MS) return;
    set([{ ...notice, id: nextId++, at: now, read: false }, ...state.notices].slice(0, MAX_NOTICES));
  },
  markAllRead(): void {
    if (state.notices.some((n) => !n.read)) set(state.notices.map((n) => (n.read ? n : { ...n, read: true })));
  },
  clear(): void {
    set([]);
  },
  get: (): readonly Notice[] => state.notices,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useNotices = (): readonly Notice[] => useSyncExternalStore(notices.subscribe, notices.get);
