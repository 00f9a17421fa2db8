import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';
import { isOwnAddressWrite } from '@renderer/app/address/screen-address';

/** The title of every question before unsaved work is lost (a form's Cancel, a page or tab left). */
export const DISCARD_TITLE = 'Discard changes?';
export const PAGE_FORM_QUESTION = 'This page has a form with changes that are not saved. Leave it and lose them?';

/**
 * The question before unsaved work is lost: "Keep editing", the safe answer where focus starts ("Cancel" would
 * read as cancelling the form itself), or "Discard".
 */
export function DiscardQuestion({ opened, question, onKeep, onDiscard }: { opened: boolean; question: string; onKeep(): void; onDiscard(): void }) {
  return (
    <ConfirmDialog opened={opened} title={DISCARD_TITLE} confirmLabel="Discard" cancelLabel="Keep editing" onConfirm={onDiscard} onCancel={onKeep}>
      {question}
    </ConfirmDialog>
  );
}

/** Something on the page that holds work not saved yet (a form, a reordered list), and the question it asks. */
interface UnsavedWork {
  readonly unsaved: () => boolean;
  readonly question: string;
}

interface LeaveGuard {
  register(work: UnsavedWork): () => void;
  /**
   * Runs `leave` at once when nothing is unsaved (or, given `unsaved`, when that one thing is not, asking
   * `question`), and otherwise once the user agrees to discard.
   */
  confirmLeave(leave: () => void, unsaved?: () => boolean, question?: string): void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/** The login route is never held back: a session that ends leaves at once, and a form's draft stays for the next login. */
const LOGIN_PATH_PREFIX = '/login';

/**
 * One guard for the pages of a window: leaving the page (another screen), its tab or the record being edited
 * while a form or list on it holds unsaved work asks first, with the question of what would be lost. One
 * router blocker for the whole window (React Router takes one at a time).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const works = useRef(new Set<UnsavedWork>());
  const [pending, setPending] = useState<{ leave: () => void; question: string } | null>(null);
  const [blockedQuestion, setBlockedQuestion] = useState(PAGE_FORM_QUESTION);
  const firstUnsaved = useCallback(() => [...works.current].find((work) => work.unsaved()), []);
  // The same screen with another search (`?tab=…&q=…` from the search palette) is rebuilt too: asked the same.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const samePlace = currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
    if (samePlace || isOwnAddressWrite(currentLocation, nextLocation) || nextLocation.pathname.startsWith(LOGIN_PATH_PREFIX)) return false;
    const work = firstUnsaved();
    if (work) setBlockedQuestion(work.question);
    return work !== undefined;
  });
  const guard = useMemo<LeaveGuard>(
    () => ({
      register: (work) => {
        works.current.add(work);
        return () => void works.current.delete(work);
      },
      confirmLeave: (leave, unsaved, question = PAGE_FORM_QUESTION) => {
        const work = unsaved ? (unsaved() ? { question } : undefined) : firstUnsaved();
        if (work) setPending({ leave, question: work.question });
        else leave();
      },
    }),
    [firstUnsaved],
  );
  const blocked = blocker.state === 'blocked';
  const cancel = () => (blocked ? blocker.reset() : setPending(null));
  const discard = () => {
    if (blocked) blocker.proceed();
    pending?.leave();
    setPending(null);
  };
  return (
    <LeaveGuardContext.Provider value={guard}>
      {children}
      <DiscardQuestion opened={blocked || pending !== null} question={pending?.question ?? blockedQuestion} onKeep={cancel} onDiscard={discard} />
    </LeaveGuardContext.Provider>
  );
}

/** Tells the window's guard that this part of the page holds unsaved work while `unsaved()` says so. */
export function useUnsavedWork(unsaved: () => boolean, question: string = PAGE_FORM_QUESTION): void {
  const guard = useContext(LeaveGuardContext);
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  });
  useEffect(() => guard?.register({ unsaved: () => latest.current(), question }), [guard, question]);
}

/** `confirmLeave(go)`: go at once, or after asking when something on the page is unsaved. Outside a guarded page, go at once. */
export function useConfirmLeave(): LeaveGuard['confirmLeave'] {
  return useContext(LeaveGuardContext)?.confirmLeave ?? runAtOnce;
}

const runAtOnce: LeaveGuard['confirmLeave'] = (leave) => leave();
