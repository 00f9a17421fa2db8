import type { DeskKey } from '@renderer/components/desks/desk-keys';

/** One table of the keyboard help: the keys of one part of the console. */
export interface KeyGroup {
  readonly title: string;
  readonly keys: readonly DeskKey[];
}

/**
 * The keys the console has, as its screens and docs word them (the palette: search-palette.tsx; tables:
 * server-table/row-keyboard.ts and column-keys.ts; the drill-down: risk/live/drill-table.tsx; monitors:
 * monitors/frame/use-grid-keys.ts and each monitor's hints; forms: form-kit/close-guard.tsx).
 */
export const CONSOLE_KEYS: readonly KeyGroup[] = [
  {
    title: 'Everywhere',
    keys: [
      { keys: '?', action: 'show or hide this help (outside a text field)' },
      { keys: 'Ctrl+K, ⌘K', action: 'search screens, markets, events, competitions, sports, traders, staff and punters' },
      { keys: 'Escape', action: 'close a dialog or a drawer' },
    ],
  },
  {
    title: 'Search (Ctrl+K)',
    keys: [
      { keys: '↑ ↓', action: 'move' },
      { keys: 'Enter', action: 'open the highlighted result' },
      { keys: 'Esc', action: 'close' },
    ],
  },
  {
    title: 'Tables',
    keys: [
      { keys: '↑ ↓', action: 'move to the row above or below' },
      { keys: 'Home End', action: 'the first or last row' },
      { keys: 'Enter', action: 'open the row, where the screen says how (its Edit; a market in the catalogue)' },
      { keys: 'Space', action: 'on a row’s box: select it for the list’s bulk actions' },
      { keys: '← →', action: 'on a column’s handle: move the column' },
      { keys: 'Shift+← Shift+→', action: 'on a column’s handle: narrow or widen it' },
    ],
  },
  {
    title: 'Risk drill-down (Live risk)',
    keys: [
      { keys: '↑ ↓ Home End', action: 'move' },
      { keys: 'Enter', action: 'go in: markets, outcomes, punters, bets, the chain of agents and statement' },
      { keys: 'Escape', action: 'come back the way you came, to the row you left' },
      { keys: 'Tab', action: 'to the table’s current row; again to leave the table' },
      { keys: 'S', action: 'suspend the market (who may suspend)' },
    ],
  },
  {
    title: 'Monitors',
    keys: [
      { keys: '↑ ↓', action: 'move' },
      { keys: 'Page Up Page Down', action: 'a page up or down' },
      { keys: 'Home End', action: 'the first or last row' },
      { keys: 'Enter', action: 'link the event (the risk monitor: and open the market’s outcomes on the Risk screen)' },
      { keys: 'S', action: 'suspend the market (market and risk monitors)' },
      { keys: 'R', action: 'resume the market (market monitor)' },
      { keys: 'P, Space', action: 'pause or resume the bet ticker' },
      { keys: 'Tab', action: 'move between tiles (video wall); Enter focuses a tile with sound, again to mute' },
    ],
  },
  {
    title: 'Forms',
    keys: [
      { keys: 'Enter', action: 'save (in a field: the form’s Save)' },
      { keys: 'Escape', action: 'close; with changes not saved it asks first ("Discard changes?")' },
    ],
  },
  {
    title: 'Pricing desks',
    keys: [
      { keys: '?', action: 'on a desk (SportsBook, BookMaker, Fancy): the desk’s own keys' },
      { keys: 'Enter', action: 'send what was edited' },
      { keys: 'Escape', action: 'abandon it' },
    ],
  },
];
