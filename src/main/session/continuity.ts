import { ok, withoutSecrets, type Draft, type SessionState } from '@shared/contract';
import type { LocalHandler } from '../bridge/dispatcher';
import { notSignedIn } from '../settings/signed-in-user';

/** Drafts kept per user: the oldest goes first. */
export const MAX_DRAFTS_PER_USER = 50;

interface SessionSource {
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
}

/**
 * Drafts of open forms and the place of each window, per user, in main's memory only (never on disk):
 * they outlive an expired session or a 401 so the same user finds them after logging in again, and are
 * forgotten when that user logs out on purpose.
 */
export function createContinuity(session: SessionSource) {
  const drafts = new Map<string, Map<string, Draft>>();
  const places = new Map<string, Map<string, string>>();
  const userId = () => {
    const state = session.getState();
    return state.status === 'loggedIn' ? state.user.id : undefined;
  };
  let lastUser = userId();
  const forget = (user: string) => {
    drafts.delete(user);
    places.delete(user);
  };
  const unsubscribe = session.subscribe((state) => {
    if (state.status === 'loggedIn') lastUser = state.user.id;
    else if (state.reason === 'logout' && lastUser !== undefined) forget(lastUser);
  });
  const mine = <T>(store: Map<string, Map<string, T>>, user: string) => {
    let map = store.get(user);
    if (!map) store.set(user, (map = new Map()));
    return map;
  };

  const handlers: Record<string, LocalHandler> = {
    'continuity.saveDraft': async (input) => {
      const user = userId();
      if (!user) return notSignedIn();
      const { formId, label, path, values } = input as { formId: string; label: string; path?: string; values: Record<string, unknown> };
      const map = mine(drafts, user);
      map.delete(formId);
      // Checked again here: whatever a window sends, no password is ever kept.
      map.set(formId, { formId, label, ...(path ? { path } : {}), values: withoutSecrets(values) as Record<string, unknown>, savedAt: Date.now() });
      for (const oldest of map.keys()) {
        if (map.size <= MAX_DRAFTS_PER_USER) break;
        map.delete(oldest);
      }
      return ok(null);
    },
    'continuity.draft': async (input) => {
      const user = userId();
      if (!user) return notSignedIn();
      return ok(drafts.get(user)?.get((input as { formId: string }).formId) ?? null);
    },
    'continuity.discardDraft': async (input) => {
      const user = userId();
      if (!user) return notSignedIn();
      drafts.get(user)?.delete((input as { formId: string }).formId);
      return ok(null);
    },
    'continuity.drafts': async () => {
      const user = userId();
      if (!user) return notSignedIn();
      const list = [...(drafts.get(user)?.values() ?? [])].map(({ values: _values, ...rest }) => rest);
      return ok(list.sort((a, b) => b.savedAt - a.savedAt));
    },
    'continuity.rememberPlace': async (input, context) => {
      const user = userId();
      if (!user) return notSignedIn();
      mine(places, user).set(context.windowId, (input as { path: string }).path);
      return ok(null);
    },
    'continuity.resumePlace': async (_input, context) => {
      const user = userId();
      if (!user) return notSignedIn();
      const map = places.get(user);
      const path = map?.get(context.windowId) ?? null;
      map?.delete(context.windowId);
      return ok({ path });
    },
  };
  return { handlers, dispose: unsubscribe };
}
