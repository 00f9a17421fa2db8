import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { withoutSecrets, type Draft } from '@shared/contract/continuity';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import { useFormTitle } from './form-title';

/** Said on the window when a draft goes (saved or dismissed), so the drafts notice drops it. */
export const DRAFTS_CHANGED = 'exchange-console:drafts-changed';

/** How long typing pauses before the draft is handed to main. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface FormDraft {
  /** A draft of this form kept from an earlier session, offered until restored or dismissed. */
  readonly offered: Draft | null;
  restore(): void;
  dismiss(): void;
  /** Names the draft for the drafts notice where no modal or drawer title does (the form's own label). */
  readonly nameAs: (label: string) => void;
}

/** The bridge's drafts, when this window has them (a test's bridge may not): drafts are a help, never a condition. */
const drafts = (): Partial<Window['exchange']['continuity']> => (window as Partial<Window>).exchange?.continuity ?? {};

/** A short stable hash of the initial values: a create form and the edit form of each record keep separate drafts. */
const hashOf = (text: string) => {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
};

export const draftFormId = (operationId: string, initialValues: unknown) => `${operationId}:${hashOf(JSON.stringify(withoutSecrets(initialValues)))}`;

/** The same values, field by field (as JSON: form values are plain data). */
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Drafts for every form of the kit (issue 18): what is typed is kept in main's memory (never a password)
 * while the form is open, so a session that expires mid-edit loses nothing; the next time the same user
 * opens the same form, the draft is offered back. A form closed on purpose (saved, cancelled) drops it.
 */
export function useFormDraft<V extends Record<string, unknown>>(form: UseFormReturnType<V>, operationId: string, initialValues: V, enabled: boolean) {
  const [formId] = useState(() => draftFormId(operationId, initialValues));
  const title = useFormTitle();
  const named = useRef<string | undefined>(undefined);
  const [nameAs] = useState(() => (label: string) => void (named.current = label));
  const [offered, setOffered] = useState<Draft | null>(null);
  // Read when the form goes away: the session as it is then, not as it was at the last render.
  const store = useStore();

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void drafts()
      .draft?.({ formId })
      .then((answer) => {
        if (live && answer.ok && answer.data && !sameValues(answer.data.values, withoutSecrets(initialValues))) setOffered(answer.data);
      });
    return () => {
      live = false;
    };
    // Once per opening: the draft found when the form opened is the one offered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, formId]);

  // Whether this opening handed a draft to main that is still there.
  const inMain = useRef(false);
  const discard = () => {
    inMain.current = false;
    if (enabled) void drafts().discardDraft?.({ formId })?.then(() => window.dispatchEvent(new Event(DRAFTS_CHANGED)));
  };

  // Never kept as a draft: the form's own baseline, the values it opened with or, once saved, those the
  // exchange saved from it (a save sent within the typing pause would otherwise be kept when the pause ends).
  // Values back at it hold nothing unsaved: the draft this opening kept goes (typed after a save, then deleted).
  const atBaseline = (values: V) => sameValues(withoutSecrets(values), withoutSecrets(form.getInitialValues()));
  const save = useDebouncedCallback((values: V) => {
    if (!enabled) return;
    if (atBaseline(values)) {
      if (inMain.current) discard();
      return;
    }
    inMain.current = true;
    const kept = withoutSecrets(values) as Record<string, unknown>;
    void drafts().saveDraft?.({ formId, label: title ?? named.current ?? operationId, path: window.location.pathname, values: kept });
  }, DRAFT_SAVE_DELAY_MS);
  /**
   * The exchange saved the form (its baseline is what was saved now): the draft goes, unless the user typed on
   * while the save was on its way. That typing is kept as the draft (the typing pause hands it over).
   */
  const saved = () => {
    if (atBaseline(form.getValues())) discard();
  };

  // Closed while the session is still on: closed on purpose, the draft goes. Unmounted because the
  // session ended (expiry, a 401): the draft stays for the next login (main refuses a discard then anyway).
  useEffect(
    () => () => {
      if (store.get(sessionAtom)?.status === 'loggedIn') discard();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const draft: FormDraft = {
    offered,
    restore: () => {
      if (offered) form.setValues(offered.values as Partial<V>);
      setOffered(null);
    },
    dismiss: () => {
      setOffered(null);
      discard();
    },
    nameAs,
  };
  return { draft, save, saved };
}
