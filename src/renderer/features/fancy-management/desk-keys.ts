import { deskKeys } from '@renderer/components/desks/desk-keys';

/** The fancy desk's keys, declared once: the hint bar, the help overlay and the handler read this table. */
export const DESK_KEYS = deskKeys({
  stepping: [{ keys: '↑ ↓', action: 'step the focused value by 1' }],
  shift: 'move the NO and YES lines down or up together',
  presets: 'rate presets: 100/100, 90/110, 80/120 (YES/NO)',
  send: 'send the quote to the exchange',
  toggle: 'suspend or resume this market',
});

/** YES rate / NO rate pairs a trader reaches for most. */
export const RATE_PRESETS: ReadonlyArray<{ yesRate: number; noRate: number }> = [
  { yesRate: 100, noRate: 100 },
  { yesRate: 90, noRate: 110 },
  { yesRate: 80, noRate: 120 },
];
