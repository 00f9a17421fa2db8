/** The fancy desk's keys, declared once: the hint bar, the help overlay and the handler read this table. */
export const DESK_KEYS = [
  { keys: '↑ ↓', action: 'step the focused value by 1' },
  { keys: 'Alt+↑ Alt+↓', action: 'move to the market above or below' },
  { keys: 'Alt+← Alt+→', action: 'move the NO and YES lines down or up together' },
  { keys: 'Alt+1 … Alt+3', action: 'rate presets: 100/100, 90/110, 80/120 (YES/NO)' },
  { keys: 'Enter', action: 'send the quote to the exchange' },
  { keys: 'Escape', action: 'abandon the changes of this market' },
  { keys: 'Alt+S', action: 'suspend or resume this market' },
  { keys: '?', action: 'show or hide this help' },
] as const;

/** YES rate / NO rate pairs a trader reaches for most. */
export const RATE_PRESETS: ReadonlyArray<{ yesRate: number; noRate: number }> = [
  { yesRate: 100, noRate: 100 },
  { yesRate: 90, noRate: 110 },
  { yesRate: 80, noRate: 120 },
];
