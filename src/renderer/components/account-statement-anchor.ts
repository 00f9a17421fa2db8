import { useState } from 'react';
import { contract } from '@shared/contract';
import { useOperation } from '@renderer/app/data/use-operation';

/** How often the statement looks for lines posted since it was opened (the house gets one a second). */
const NEWER_LINES_POLL_MS = 5_000;

/** Where a statement read as of now ends: just after its newest line (1 for an account with none yet). */
const anchorAfter = (head: { readonly data: readonly { readonly seq: number }[] }): number => (head.data[0]?.seq ?? 0) + 1;

/** Lines posted since the anchor: every line the account has now, less the lines older than the anchor. */
const newerLineCount = (allLines: number, linesBeforeAnchor: number): number => Math.max(0, allLines - linesBeforeAnchor);

/**
 * A statement read as of one moment. Every page asks only for the lines older than the newest line when
 * the statement was opened (`beforeSeq`), so page 2 goes on where page 1 stopped and the total stays put
 * while a busy account (the house) gets new lines. Read by position without it, each new line pushed
 * every later page one line down: a page showed lines newer than the one before it, and some lines were
 * never shown. The statement's newest line is read apart (one line, polled) to say how many lines came
 * since; `showLatest` moves the anchor to now.
 */
export function useStatementAnchor(userName: string) {
  // Never a cached answer: a statement opened again after a settlement must start with its line.
  const head = useOperation(contract.risk.accountStatement, { userName, start: 0, length: 1 }, { refetchInterval: NEWER_LINES_POLL_MS, staleTime: 0, errorToast: false });
  const [anchor, setAnchor] = useState<number | undefined>(undefined);
  // Fixed by the first answer read since it opened (set while rendering, not in an effect: no page is read unanchored).
  if (anchor === undefined && head.data && head.isFetchedAfterMount) setAnchor(anchorAfter(head.data));
  /** Reads the newest line again and anchors there; `andThen` in the same update (back to the first page). */
  const showLatest = async (andThen: () => void) => {
    const latest = await head.refetch();
    if (!latest.data) return;
    setAnchor(anchorAfter(latest.data));
    andThen();
  };
  return {
    anchor,
    /** The account's money now (balance, exposure), and why the statement could not be read at all. */
    head,
    newerThan: (linesBeforeAnchor: number) => (head.data ? newerLineCount(head.data.recordsTotal, linesBeforeAnchor) : 0),
    showLatest,
  };
}
