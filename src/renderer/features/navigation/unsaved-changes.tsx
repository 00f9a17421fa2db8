import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { DISCARD_TITLE } from '@renderer/components/form-kit/close-guard';

/** The list on screen tells the Navigation screen whether it holds changes that are not saved. */
const ReportUnsaved = createContext<(unsaved: boolean) => void>(() => undefined);

export const useReportUnsaved = (unsaved: boolean) => {
  const report = useContext(ReportUnsaved);
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [report, unsaved]);
};

/**
 * The Navigation screen's guard: leaving it (another screen) or its tab (another list) with a list's
 * changes not saved asks first, as a form with unsaved changes does. `leaveTab(go)` runs `go` at once
 * when nothing is unsaved, or once the user agrees to discard.
 */
export function useUnsavedChangesGuard(): { leaveTab(go: () => void): void; provide(children: ReactNode): ReactNode } {
  const [unsaved, setUnsaved] = useState(false);
  const [pendingTab, setPendingTab] = useState<(() => void) | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const asking = blocker.state === 'blocked' || pendingTab !== null;
  const cancel = () => (blocker.state === 'blocked' ? blocker.reset() : setPendingTab(null));
  const discard = () => {
    setUnsaved(false);
    if (blocker.state === 'blocked') blocker.proceed();
    pendingTab?.();
    setPendingTab(null);
  };
  return {
    leaveTab: (go) => (unsaved ? setPendingTab(() => go) : go()),
    provide: (children) => (
      <ReportUnsaved.Provider value={setUnsaved}>
        {children}
        <ConfirmDialog opened={asking} title={DISCARD_TITLE} confirmLabel="Discard" onConfirm={discard} onCancel={cancel}>
          This list has changes that are not saved. Leave it and lose them?
        </ConfirmDialog>
      </ReportUnsaved.Provider>
    ),
  };
}
