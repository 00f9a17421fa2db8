import { highlight } from '../frame/highlight';
import type { Slot } from './price-slots';

/** Changes a text in place: the element's one text node keeps its place, so only that text is laid out again. */
function setText(el: HTMLElement, text: string): void {
  const node = el.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE && node.nextSibling === null) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (el.textContent !== text) {
    el.textContent = text;
  }
}

function setAttr(el: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) {
    el.setAttribute(name, value);
  }
}

/**
 * Writes a row's live values into its elements: texts, accessible names, tooltips and `data-ts` (when the values
 * left the exchange, for update-to-paint measurements), and lights the values that moved since `before`
 * (none on the first showing).
 */
export function showSlots(elements: ReadonlyArray<HTMLElement | null>, slots: readonly Slot[], before: readonly Slot[] | undefined, ts: number): void {
  const stamp = String(ts);
  for (let i = 0; i < slots.length; i += 1) {
    const el = elements[i];
    const slot = slots[i];
    if (!el || !slot) continue;
    setText(el, slot.text);
    setAttr(el, 'aria-label', slot.label);
    setAttr(el, 'title', slot.title);
    setAttr(el, 'data-ts', slot.value === undefined ? undefined : stamp);
    const was = before?.[i]?.value;
    if (was !== undefined && slot.value !== undefined && was !== slot.value) highlight(el, slot.value > was);
  }
}
