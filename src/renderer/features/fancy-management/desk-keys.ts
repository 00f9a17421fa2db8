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

export type DeskAction = { kind: 'moveMarket'; by: 1 | -1 } | { kind: 'shiftLines'; by: 1 | -1 } | { kind: 'preset'; index: number } | { kind: 'commit' } | { kind: 'abandon' } | { kind: 'toggleStatus' };

/** What a key pressed on a market row means (undefined: the key is the input's own, typing or stepping). */
export const deskAction = (event: { key: string; code?: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): DeskAction | undefined => {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Enter') return { kind: 'commit' };
  if (event.key === 'Escape') return { kind: 'abandon' };
  if (!event.altKey) return undefined;
  if (event.key === 'ArrowUp') return { kind: 'moveMarket', by: -1 };
  if (event.key === 'ArrowDown') return { kind: 'moveMarket', by: 1 };
  if (event.key === 'ArrowLeft') return { kind: 'shiftLines', by: -1 };
  if (event.key === 'ArrowRight') return { kind: 'shiftLines', by: 1 };
  if (event.key.toLowerCase() === 's' || event.code === 'KeyS') return { kind: 'toggleStatus' };
  const preset = /^Digit([1-3])$/.exec(event.code ?? '')?.[1] ?? (/^[1-3]$/.test(event.key) ? event.key : undefined);
  return preset ? { kind: 'preset', index: Number(preset) - 1 } : undefined;
};
