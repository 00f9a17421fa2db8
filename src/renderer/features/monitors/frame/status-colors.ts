import type { CSSProperties } from 'react';
import type { LiveMarket } from '@shared/contract/live';

/** A market status's colour, the same in every monitor (the market monitor's badges, the risk monitor's tags). */
export const MARKET_STATUS_COLORS: Record<LiveMarket['status'], string> = { open: 'green', ballRunning: 'yellow', suspended: 'orange', closed: 'gray', settled: 'blue', voided: 'gray' };

/** A status tag's light colours (a Mantine light badge's), made once: rows drawn with classes render many and often. */
export const MARKET_STATUS_TAG_STYLES = Object.fromEntries(
  Object.entries(MARKET_STATUS_COLORS).map(([status, color]) => [status, { background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)` }]),
) as Record<LiveMarket['status'], CSSProperties>;
