import type { KeyboardEvent } from 'react';
import { runnerDeskAction, type RunnerDeskAction } from './desk-keys';

/** A runner desk card's prices (a bookmaker's back and lay rates, a sportsbook's odds): the inputs that name their runner. */
const PRICE_INPUTS = 'input[data-selection-id]';
/** A card's runner buttons (Suspend / Resume), in its runners' table. */
const RUNNER_BUTTONS = 'tbody button';

/** Is `target` a runner's Suspend / Resume button? Enter there presses it rather than sending the prices. */
export const isRunnerButton = (target: EventTarget): boolean => target instanceof HTMLElement && target.matches(RUNNER_BUTTONS);

/**
 * Where Tab (Shift+Tab: backwards) goes from `from` on a runner desk's card: through its prices in reading
 * order (a runner's back, its lay, the next runner's back …; a selection's odds, the next one's …), then its
 * runners' Suspend / Resume buttons. The buttons sit between the prices on screen, so the browser's own
 * order would stop on one after every runner. Null: past either end, where the browser's Tab goes on (to
 * Send, out of the card).
 */
export const nextTabStop = (card: Element, from: EventTarget, backwards: boolean): HTMLElement | null => {
  const stops = [...card.querySelectorAll<HTMLElement>(PRICE_INPUTS), ...card.querySelectorAll<HTMLElement>(`${RUNNER_BUTTONS}:not(:disabled)`)];
  const at = stops.findIndex((stop) => stop === from);
  return at < 0 ? null : (stops[at + (backwards ? -1 : 1)] ?? null);
};

type TabKeyEvent = { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean; currentTarget: Element; target: EventTarget };

/** Tab on a card's price or runner button, as `nextTabStop` says: true when it moved the focus itself. */
export const tabThroughPrices = (event: TabKeyEvent): boolean => {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const next = nextTabStop(event.currentTarget, event.target, event.shiftKey);
  next?.focus();
  // As the browser's Tab does: the price is selected, so what the trader types replaces it.
  if (next instanceof HTMLInputElement) next.select();
  return next !== null;
};

/**
 * A key pressed on a runner desk's card: Tab through its prices (done here), else the desk's action for the
 * card to carry out, its default prevented. Undefined: nothing for the card to do, the key is left to the
 * input or button (typing, Enter on a Suspend / Resume button presses it).
 */
export const runnerCardAction = (event: KeyboardEvent): RunnerDeskAction | undefined => {
  if (tabThroughPrices(event)) {
    event.preventDefault();
    return undefined;
  }
  const action = runnerDeskAction(event);
  if (!action || (action.kind === 'commit' && isRunnerButton(event.target))) return undefined;
  event.preventDefault();
  return action;
};
