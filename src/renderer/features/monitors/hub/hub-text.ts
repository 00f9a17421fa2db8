import { monitorRefSchema, type MonitorRef } from '@shared/contract/windows';
import { MONITORS } from '../registry';

/**
 * "Live Monitors need liveMonitor1–10, …, Video Walls need live1to8 … live25to32 plus videoMonitor": what each
 * registered kind asks of an account, the kind's own flags included.
 */
export const NEEDS = MONITORS.kinds.map(({ plural, needsHint }) => `${plural} need ${needsHint}`).join(', ');

/** "liveMonitor1–10, screenMonitorTrader, …, monitorCoreStreaming plus videoMonitor, or casinoMonitor". */
export const ASKS = new Intl.ListFormat('en', { type: 'disjunction' }).format(MONITORS.kinds.map(({ needsHint }) => needsHint));

/** The `show` parameter ("market-3", "streamHealth-1") as a monitor, or undefined when it names none. */
export const parseShown = (value: string | null): MonitorRef | undefined => {
  const match = /^([A-Za-z]+)-(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const parsed = monitorRefSchema.safeParse({ kind: match[1], slot: Number(match[2]) });
  return parsed.success ? parsed.data : undefined;
};
