/**
 * Waits for something to appear below `node` (a monitor's grid, a form's fields read from the exchange):
 * `arrive` runs now and after each change below `node` until it answers true (done), or until `waitMs` has
 * passed. Answers the clean-up (an effect's), which stops the waiting.
 */
export const untilArrived = (node: Node, arrive: () => boolean, waitMs: number): (() => void) => {
  if (arrive()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (arrive()) observer.disconnect();
  });
  observer.observe(node, { childList: true, subtree: true });
  const giveUp = window.setTimeout(() => observer.disconnect(), waitMs);
  return () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
};
