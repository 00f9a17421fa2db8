import { useCallback, useState } from 'react';

/** Where the risk drill-down is: market → outcomes → punters → a punter's bets → the punter's statement and chain. */
export type DrillStep =
  | { readonly level: 'markets' }
  | { readonly level: 'outcomes'; readonly marketId: string; readonly title: string }
  | { readonly level: 'punters'; readonly marketId: string; readonly outcomeId: string; readonly title: string }
  | { readonly level: 'bets'; readonly userName: string }
  | { readonly level: 'statement'; readonly userName: string };

interface Entry {
  readonly step: DrillStep;
  /** The row to focus when this level shows: the row the trader went in from, when coming back. */
  readonly focus: number | null;
}

export const stepTitle = (step: DrillStep): string => {
  switch (step.level) {
    case 'markets':
      return 'Markets';
    case 'outcomes':
    case 'punters':
      return step.title;
    case 'bets':
      return `${step.userName}: bets`;
    case 'statement':
      return `${step.userName}: statement and chain`;
  }
};

/**
 * The way the trader came: going in remembers the row left, Escape (back) pops one level and focuses that
 * row again; jumping (from an alert) starts a path from the markets.
 */
export function useDrillPath() {
  const [path, setPath] = useState<readonly Entry[]>([{ step: { level: 'markets' }, focus: null }]);
  const goIn = useCallback((step: DrillStep, fromIndex: number) => setPath((p) => [...p.slice(0, -1), { ...(p.at(-1) as Entry), focus: fromIndex }, { step, focus: 0 }]), []);
  const back = useCallback(() => setPath((p) => (p.length > 1 ? p.slice(0, -1) : p)), []);
  const jump = useCallback((steps: readonly DrillStep[]) => setPath([{ step: { level: 'markets' }, focus: 0 }, ...steps.map((step) => ({ step, focus: 0 }))]), []);
  const current = path.at(-1) as Entry;
  return { path, current, goIn, back, jump };
}
