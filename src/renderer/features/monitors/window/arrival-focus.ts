import { useEffect, type RefObject } from 'react';
import { untilArrived } from '@renderer/lib/until-arrived';

/** How long a window that opens waits for its monitor to show something to focus (its code and first figures load). */
export const ARRIVAL_WAIT_MS = 10_000;

/** The controls of a monitor's content that take the keyboard, for a monitor without a grid (a video wall's tiles). */
const CONTROLS = 'button:not(:disabled), input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

/** Where the keyboard starts in a monitor window: the monitor's grid, else the first control of its content. */
const arrivalTarget = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>('[role="grid"]') ?? root.querySelector<HTMLElement>(`[data-monitor-content] :is(${CONTROLS})`);

/**
 * A monitor window that opens puts the keyboard on its monitor (its grid: ↑ ↓ and Enter work at once), not on
 * the page's body, as soon as the monitor shows it (its code and rows load after the window). Never once the
 * user is somewhere already, nor after ARRIVAL_WAIT_MS.
 */
export function useArrivalFocus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = root.current;
    if (!node) return undefined;
    const page = node.ownerDocument;
    /** Focused, or left alone: true once there is nothing more to do. */
    const arrive = (): boolean => {
      if (page.activeElement !== null && page.activeElement !== page.body) return true;
      const target = arrivalTarget(node);
      target?.focus();
      return target !== null;
    };
    return untilArrived(node, arrive, ARRIVAL_WAIT_MS);
  }, [root]);
}
