/**
 * One submit of a form at a time. A mutation's `isPending` changes a render later, so a second click (or
 * Enter) in between would send again: the latch is taken at once, in the handler, and let go when the call
 * has settled.
 */
export class SubmitLatch {
  private taken = false;

  /** True when this submit may go: nothing of this form is on its way. */
  take(): boolean {
    if (this.taken) return false;
    this.taken = true;
    return true;
  }

  release(): void {
    this.taken = false;
  }
}
