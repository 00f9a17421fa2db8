import type { MarketFamily } from './market-families';

/** The levels a bet limit can be set at, from the most general to the most specific. */
export const LIMIT_LEVELS = ['default', 'sport', 'competition', 'event', 'market'] as const;
export type LimitLevel = (typeof LIMIT_LEVELS)[number];

export const LIMIT_LEVEL_LABELS: Record<LimitLevel, string> = {
  default: 'Default',
  sport: 'Sport',
  competition: 'Competition',
  event: 'Event',
  market: 'Market',
};

export interface LimitValues {
  readonly minStake: number;
  readonly maxStake: number;
  readonly maxProfit: number;
  readonly maxLiability: number;
}

export interface LimitRecord extends LimitValues {
  readonly betlimitId: string;
  readonly level: LimitLevel;
  /** null for the default level. */
  readonly targetId: string | null;
}

/** Used when not even a default limit is stored, so a market always has a limit (and the screen says so). */
export const BUILT_IN_LIMIT: LimitValues = { minStake: 1, maxStake: 5_000, maxProfit: 50_000, maxLiability: 25_000 };

export type EffectiveLimit = LimitValues & {
  /** Where the values come from: a stored limit's level, or 'builtIn'. */
  readonly source: LimitLevel | 'builtIn';
  readonly betlimitId: string | null;
  readonly targetId: string | null;
};

/** The market's ancestry: which limit targets apply to it. */
export interface MarketPath {
  readonly sportId: string;
  readonly competitionId: string;
  readonly eventId: string;
  readonly marketId: string;
}

const targetAt = (path: MarketPath, level: LimitLevel): string | null =>
  level === 'default' ? null : { sport: path.sportId, competition: path.competitionId, event: path.eventId, market: path.marketId }[level];

/**
 * The most specific limit wins, as a whole record: a market limit beats an event limit, which beats a
 * competition limit, then sport, then the default. Records that do not apply to this market are ignored.
 */
export const resolveEffectiveLimit = (path: MarketPath, limits: readonly LimitRecord[]): EffectiveLimit => {
  for (const level of [...LIMIT_LEVELS].reverse()) {
    const target = targetAt(path, level);
    const found = limits.find((limit) => limit.level === level && (limit.targetId ?? null) === target);
    if (found) {
      const { minStake, maxStake, maxProfit, maxLiability, betlimitId, targetId } = found;
      return { minStake, maxStake, maxProfit, maxLiability, source: level, betlimitId, targetId: targetId ?? null };
    }
  }
  return { ...BUILT_IN_LIMIT, source: 'builtIn', betlimitId: null, targetId: null };
};

/** Why the values cannot form a limit, or null. */
export const limitValuesError = (values: LimitValues): string | null => {
  if (values.minStake <= 0) return 'Minimum stake must be greater than 0.';
  if (values.maxStake < values.minStake) return 'Maximum stake must not be less than the minimum stake.';
  if (values.maxProfit <= 0) return 'Maximum profit must be greater than 0.';
  if (values.maxLiability <= 0) return 'Maximum liability must be greater than 0.';
  return null;
};

export const MAX_BET_DELAY_SECONDS = 60;

export interface EffectiveDelay {
  readonly seconds: number;
  readonly source: 'market' | 'family' | 'none';
}

/** A market's own delay wins; otherwise its family's default; otherwise no delay. */
export const resolveBetDelay = (
  marketDelay: number | null | undefined,
  family: MarketFamily,
  familyDefaults: Partial<Record<MarketFamily, number>>,
): EffectiveDelay => {
  if (marketDelay !== null && marketDelay !== undefined) return { seconds: marketDelay, source: 'market' };
  const fallback = familyDefaults[family];
  return fallback === undefined ? { seconds: 0, source: 'none' } : { seconds: fallback, source: 'family' };
};
