import type { DeskKey } from '@renderer/components/desks/desk-keys';

/** The exchange-side desks' keys (the same on every one: type, Enter sends, Escape abandons). */
export const EXCHANGE_DESK_KEYS: readonly DeskKey[] = [
  { keys: 'Tab', action: 'next field' },
  { keys: '↑ ↓', action: 'step the focused value' },
  { keys: 'Enter', action: 'send to the exchange (shown once confirmed)' },
  { keys: 'Escape', action: 'abandon the changes' },
  { keys: 'Alt+S', action: 'suspend or resume the market' },
];
