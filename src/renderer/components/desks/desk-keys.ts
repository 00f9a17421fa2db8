/** A key of a pricing desk, as the hint bar and the help overlay show it. */
export interface DeskKey {
  readonly keys: string;
  readonly action: string;
}

/** What a key means on every pricing desk (fancy, bookmaker, sportsbook). */
export type DeskAction =
  | { kind: 'moveMarket'; by: 1 | -1 }
  | { kind: 'shiftAll'; by: 1 | -1 }
  | { kind: 'preset'; index: number }
  | { kind: 'commit' }
  | { kind: 'abandon' }
  | { kind: 'toggleStatus' };

export type RunnerDeskAction = DeskAction | { kind: 'step'; by: 1 | -1 };

type DeskKeyEvent = { key: string; code?: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };

/**
 * What a key pressed on a desk's market means; undefined leaves the key to the input (typing, Tab,
 * stepping). Enter sends, Escape abandons, Alt+↑ ↓ move between markets, Alt+← → move every price of the
 * market, Alt+1 … 3 apply a preset, Alt+S suspends or resumes.
 */
export const deskAction = (event: DeskKeyEvent): DeskAction | undefined => {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'Enter') return { kind: 'commit' };
  if (event.key === 'Escape') return { kind: 'abandon' };
  if (!event.altKey) return undefined;
  if (event.key === 'ArrowUp') return { kind: 'moveMarket', by: -1 };
  if (event.key === 'ArrowDown') return { kind: 'moveMarket', by: 1 };
  if (event.key === 'ArrowLeft') return { kind: 'shiftAll', by: -1 };
  if (event.key === 'ArrowRight') return { kind: 'shiftAll', by: 1 };
  if (event.key.toLowerCase() === 's' || event.code === 'KeyS') return { kind: 'toggleStatus' };
  const preset = /^Digit([1-3])$/.exec(event.code ?? '')?.[1] ?? (/^[1-3]$/.test(event.key) ? event.key : undefined);
  return preset ? { kind: 'preset', index: Number(preset) - 1 } : undefined;
};

/** The same on a runner desk (bookmaker, sportsbook), where ↑ ↓ without Alt step the focused price. */
export const runnerDeskAction = (event: DeskKeyEvent): RunnerDeskAction | undefined => {
  if (!event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === 'ArrowUp') return { kind: 'step', by: 1 };
    if (event.key === 'ArrowDown') return { kind: 'step', by: -1 };
  }
  return deskAction(event);
};

/**
 * The keys `deskAction` reads, as the help lists them, after the desk's own stepping keys; a desk says what
 * its shift, presets, Enter and Alt+S do on it.
 */
export const deskKeys = (own: { stepping: readonly DeskKey[]; shift: string; presets: string; send: string; toggle: string }): DeskKey[] => [
  ...own.stepping,
  { keys: 'Alt+↑ Alt+↓', action: 'move to the market above or below' },
  { keys: 'Alt+← Alt+→', action: own.shift },
  { keys: 'Alt+1 … Alt+3', action: own.presets },
  { keys: 'Enter', action: own.send },
  { keys: 'Escape', action: 'abandon the changes of this market' },
  { keys: 'Alt+S', action: own.toggle },
  { keys: '?', action: 'show or hide this help' },
];

/** The keys every runner desk has; a desk adds what its presets and steps mean. */
export const runnerDeskKeys = (own: { step: string; shift: string; presets: string }): DeskKey[] =>
  deskKeys({
    stepping: [
      { keys: '↑ ↓', action: own.step },
      { keys: 'Tab, Shift+Tab', action: 'next or previous price; after the last, the Suspend buttons' },
    ],
    shift: own.shift,
    presets: own.presets,
    send: 'send the market’s prices to the exchange',
    toggle: 'suspend or resume the focused selection',
  });
