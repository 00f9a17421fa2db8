import type { AlertScope } from '@shared/contract/risk';
import type { DrillStep } from './drill-steps';
import type { ThresholdTarget } from './thresholds-panel';

/** What every level of the risk drill-down is given. */
export interface LevelProps {
  readonly focusIndex: number | null;
  goIn(step: DrillStep, fromIndex: number): void;
  /** The market or punter the focused row is about (the thresholds panel offers it). */
  onContext(target: ThresholdTarget): void;
  /** Suspends a market (null: the user may not). */
  readonly suspend: ((marketId: string, name: string) => void) | null;
  isBreached(scope: AlertScope, target: string): boolean;
}
