// @vitest-environment happy-dom
import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTabStop, runnerCardAction, tabThroughPrices } from './price-tab-order';

/** A card as the runner desks draw one: per runner a row of price inputs, then its Suspend / Resume button; Send below. */
const drawCard = (rows: ReadonlyArray<{ id: string; prices: readonly string[]; suspended?: 'disabled' }>): HTMLElement => {
  const card = document.createElement('section');
  card.innerHTML = `<table><tbody>${rows
    .map((r) => `<tr><td>${r.id}</td>${r.prices.map((p) => `<td><input aria-label="${p} of ${r.id}" data-selection-id="${r.id}" value="12"></td>`).join('')}<td><button aria-label="Suspend ${r.id}" ${r.suspended ?? ''}>Suspend</button></td></tr>`)
    .join('')}</tbody></table><button>Send</button>`;
  document.body.append(card);
  return card;
};
const named = (card: Element, name: string): HTMLElement => {
  const found = card.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!found) throw new Error(`No ${name} on the card.`);
  return found;
};
const nameOf = (element: Element | null) => element?.getAttribute('aria-label') ?? null;
/** A key pressed on `target` inside `card`, as React hands it to the card's onKeyDown. */
const keyOn = (card: Element, target: Element, key: string, more: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean }> = {}) =>
  ({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...more, currentTarget: card, target, preventDefault: vi.fn() }) as unknown as KeyboardEvent & { preventDefault: ReturnType<typeof vi.fn> };

afterEach(() => document.body.replaceChildren());

describe('nextTabStop', () => {
  it('goes through every price in reading order (a row’s back then lay), then the runner buttons, and back', () => {
    const card = drawCard([{ id: 'A', prices: ['Back', 'Lay'] }, { id: 'B', prices: ['Back', 'Lay'] }]);
    const walk = (from: string, backwards: boolean, steps: number) => {
      const seen: (string | null)[] = [];
      let at: EventTarget = named(card, from);
      for (let i = 0; i < steps; i++) {
        const next = nextTabStop(card, at, backwards);
        seen.push(nameOf(next));
        if (next) at = next;
      }
      return seen;
    };
    expect(walk('Back of A', false, 6)).toEqual(['Lay of A', 'Back of B', 'Lay of B', 'Suspend A', 'Suspend B', null]);
    expect(walk('Suspend B', true, 6)).toEqual(['Suspend A', 'Lay of B', 'Back of B', 'Lay of A', 'Back of A', null]);
  });

  it('goes from one odds to the next where a row has a single price, and skips a runner button that is busy', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }, { id: 'B', prices: ['Odds'], suspended: 'disabled' }, { id: 'C', prices: ['Odds'] }]);
    expect(nameOf(nextTabStop(card, named(card, 'Odds of A'), false))).toBe('Odds of B');
    expect(nameOf(nextTabStop(card, named(card, 'Odds of C'), false))).toBe('Suspend A');
    expect(nameOf(nextTabStop(card, named(card, 'Suspend A'), false))).toBe('Suspend C');
  });

  it('leaves Tab to the browser from anything else on the card (Send)', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }]);
    expect(nextTabStop(card, card.querySelector('section > button') as Element, false)).toBeNull();
  });
});

describe('tabThroughPrices', () => {
  it('focuses the next price and selects it, so what is typed replaces it', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }, { id: 'B', prices: ['Odds'] }]);
    expect(tabThroughPrices(keyOn(card, named(card, 'Odds of A'), 'Tab'))).toBe(true);
    const input = named(card, 'Odds of B') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
  });

  it('does nothing on Alt+Tab or Ctrl+Tab, nor on another key', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }, { id: 'B', prices: ['Odds'] }]);
    const from = named(card, 'Odds of A');
    expect(tabThroughPrices(keyOn(card, from, 'Tab', { altKey: true }))).toBe(false);
    expect(tabThroughPrices(keyOn(card, from, 'Tab', { ctrlKey: true }))).toBe(false);
    expect(tabThroughPrices(keyOn(card, from, 'ArrowDown'))).toBe(false);
  });
});

describe('runnerCardAction', () => {
  it('moves Tab itself and leaves the card nothing to do', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }, { id: 'B', prices: ['Odds'] }]);
    const tab = keyOn(card, named(card, 'Odds of A'), 'Tab');
    expect(runnerCardAction(tab)).toBeUndefined();
    expect(tab.preventDefault).toHaveBeenCalled();
    expect(nameOf(document.activeElement)).toBe('Odds of B');
  });

  it('gives the card Enter on a price (to send) but leaves Enter on a Suspend button to the button', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }]);
    const onPrice = keyOn(card, named(card, 'Odds of A'), 'Enter');
    expect(runnerCardAction(onPrice)).toEqual({ kind: 'commit' });
    expect(onPrice.preventDefault).toHaveBeenCalled();
    const onButton = keyOn(card, named(card, 'Suspend A'), 'Enter');
    expect(runnerCardAction(onButton)).toBeUndefined();
    expect(onButton.preventDefault).not.toHaveBeenCalled();
  });

  it('leaves typing to the input', () => {
    const card = drawCard([{ id: 'A', prices: ['Odds'] }]);
    const typed = keyOn(card, named(card, 'Odds of A'), '7');
    expect(runnerCardAction(typed)).toBeUndefined();
    expect(typed.preventDefault).not.toHaveBeenCalled();
  });
});
