import { monitorRefSchema, type MonitorRef } from '@shared/contract/windows';
import { MONITORS } from '../registry';

/**
 * "Live Monitors need Live Monitor 1–10, …, Video Walls need Live 1 to 8 … Live 25 to 32 plus Video Monitor":
 * what each registered kind asks of an account, the kind's own flags included, by the names the permission
 * dialogs show.
 */
export const NEEDS = MONITORS.kinds.map(({ plural, needsHint }) => `${plural} need ${needsHint}`).join(', ');

/** "Live Monitor 1–10, Screen Monitor Trader, …, Monitor Core Streaming plus Video Monitor, or Casino Monitor". */
export const ASKS = new Intl.ListFormat('en', { type: 'disjunction' }).format(MONITORS.kinds.map(({ needsHint }) => needsHint));

/** The `show` parameter ("market-3", "streamHealth-1") as a monitor, or undefined when it names none. */
export const parseShown = (value: string | null): MonitorRef | undefined => {
  const match = /^([A-Za-z]+)-(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const parsed = monitorRefSchema.safeParse({ kind: match[1], slot: Number(match[2]) });
  return parsed.success ? parsed.data : undefined;
};
