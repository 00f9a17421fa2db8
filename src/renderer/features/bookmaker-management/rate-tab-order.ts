/** A card's runner buttons (Suspend / Resume), in the rates' table. */
const RUNNER_BUTTONS = 'tbody button';

/** Is `target` a runner's Suspend / Resume button? Enter there presses it rather than sending the rates. */
export const isRunnerButton = (target: EventTarget): boolean => target instanceof HTMLElement && target.matches(RUNNER_BUTTONS);

/**
 * Where Tab (Shift+Tab: backwards) goes from `from` on a bookmaker card: through its rates in reading order
 * (a runner's back, its lay, the next runner's back …), then its runners' Suspend / Resume buttons. The
 * buttons sit between the rates on screen, so the browser's own order would stop on one after every lay
 * rate. Null: past either end, where the browser's Tab goes on (to Send rates, out of the card).
 */
export const nextTabStop = (card: Element, from: EventTarget, backwards: boolean): HTMLElement | null => {
  const stops = [...card.querySelectorAll<HTMLElement>('input[data-side]'), ...card.querySelectorAll<HTMLElement>(`${RUNNER_BUTTONS}:not(:disabled)`)];
  const at = stops.findIndex((stop) => stop === from);
  return at < 0 ? null : (stops[at + (backwards ? -1 : 1)] ?? null);
};

/** Tab on a card's rate or runner button, as `nextTabStop` says: true when it moved the focus itself. */
export const tabThroughRates = (event: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean; currentTarget: Element; target: EventTarget }): boolean => {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const next = nextTabStop(event.currentTarget, event.target, event.shiftKey);
  next?.focus();
  // As the browser's Tab does: the rate is selected, so what the trader types replaces it.
  if (next instanceof HTMLInputElement) next.select();
  return next !== null;
};
