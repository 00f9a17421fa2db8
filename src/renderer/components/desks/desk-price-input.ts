import { useState } from 'react';

/**
 * What every desk's number field of a price takes (Mantine's NumberInput): no keystroke that would take it
 * beyond the exchange's `max` (its schema's; the keystroke is refused, what was typed stays), so it never
 * holds a number past the safe integers, which Mantine hands back as text. A value under the range's minimum,
 * a negative one too, may be typed, and its field says the schema's range. The desk's keys step the price,
 * not the field's own arrows.
 */
export const priceInputProps = (max: number) => ({ max, clampBehavior: 'strict', hideControls: true, withKeyboardEvents: false, inputMode: 'numeric' }) as const;

/**
 * A price field's value as the desk holds it: Mantine hands some numbers back as text ("05", "0.", "-0"),
 * read as the number they are; an empty field, or a lone minus, is no number, and its field says so.
 */
export const typedPrice = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/**
 * A desk market's draft of prices (null while none is typed), dropped as soon as the market turns read-only
 * (`readOnly`: closed, settled, voided, a result entered): a read-only market shows the exchange's confirmed
 * prices, never a draft it can no longer send nor abandon, such as one the exchange refused on the way.
 */
export function useDeskDraft<D>(readOnly: string | undefined) {
  const [draft, setDraft] = useState<D | null>(null);
  if (readOnly !== undefined && draft !== null) setDraft(null);
  return [readOnly === undefined ? draft : null, setDraft] as const;
}
