import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DISCARD_TITLE, DiscardQuestion, PAGE_FORM_QUESTION, useConfirmLeave, useUnsavedWork } from '../leave-guard';

export { DISCARD_TITLE };
export const DISCARD_QUESTION = 'This form has changes that are not saved. Close it and lose them?';
/** Asked when another screen would replace the page under an open form (a modal or drawer). */
export const MODAL_FORM_QUESTION = 'An open form has changes that are not saved. Leave this page and lose them?';

export interface CloseGuard {
  /** The form inside tells whether it holds unsaved changes. */
  setDirtyCheck(check: (() => boolean) | null): void;
  /** Close, asking first when the form holds unsaved changes (Cancel, Escape, the close button). */
  requestClose(): void;
}

const CloseGuardContext = createContext<CloseGuard | null>(null);

/**
 * What a modal or drawer around a form needs: a close that asks first when the form is dirty (a stray
 * Escape must not throw away a half-typed account), and the question itself to render beside it.
 */
export function useCloseGuard(onClose: () => void): { guard: CloseGuard; question: ReactNode } {
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const [asking, setAsking] = useState(false);
  const setDirtyCheck = useCallback((check: (() => boolean) | null) => {
    dirtyCheck.current = check;
  }, []);
  const requestClose = useCallback(() => {
    if (dirtyCheck.current?.()) setAsking(true);
    else onClose();
  }, [onClose]);
  const question = (
    <DiscardQuestion
      opened={asking}
      question={DISCARD_QUESTION}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { guard: { setDirtyCheck, requestClose }, question };
}

export function CloseGuardProvider({ guard, children }: { guard: CloseGuard; children: ReactNode }) {
  return <CloseGuardContext.Provider value={guard}>{children}</CloseGuardContext.Provider>;
}

/**
 * Inside a guarded modal or drawer: registers the form's dirty check and gives the guarded close for its
 * Cancel. Outside one (a form on a page), the page's leave guard asks before the page, its tab or the
 * record in the form changes, and Cancel (`fallback`) asks first too.
 */
export function useGuardedClose(isDirty: () => boolean, fallback: () => void): () => void {
  const guard = useContext(CloseGuardContext);
  const check = useRef(isDirty);
  useEffect(() => {
    check.current = isDirty;
  });
  useEffect(() => {
    guard?.setDirtyCheck(() => check.current());
    return () => guard?.setDirtyCheck(null);
  }, [guard]);
  // A form in a modal asks before the page goes from under it too (Ctrl+K opens another screen from anywhere).
  useUnsavedWork(() => check.current(), guard ? MODAL_FORM_QUESTION : PAGE_FORM_QUESTION);
  const confirmLeave = useConfirmLeave();
  return guard ? guard.requestClose : () => confirmLeave(fallback, () => check.current(), DISCARD_QUESTION);
}
