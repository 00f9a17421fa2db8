import { createHash } from 'node:crypto';
import type { UpdateChannel } from '../policy/policy-schema';
import type { FeedEntry } from './update-feed';
import { compareVersions, parseVersion } from './version';

export interface UpdateSettings {
  /** false (by policy or the user's choice): never check, never download. */
  readonly automatic: boolean;
  readonly channel: UpdateChannel;
  readonly feedUrl?: string;
}

export type UpdateDecision =
  | { readonly action: 'none'; readonly reason: 'disabled' | 'no-feed' | 'up-to-date' | 'not-yet-staged' | 'wrong-channel' | 'bad-version' }
  | {
      readonly action: 'download';
      readonly version: string;
      readonly notes: string;
      /** Never a restart in the middle of a shift: it applies when the user restarts, or when they say "Restart now". */
      readonly applies: 'on-next-restart';
    };

/**
 * This machine's place in a staged rollout, 0 ≤ n < 100, stable for the machine (from an id kept in its
 * data directory): a rollout at 20 % reaches the same fifth of the floor every time it is asked.
 */
export const stagingBucket = (machineId: string): number => createHash('sha256').update(machineId).digest().readUInt32BE(0) % 100;

const notesOf = (entry: FeedEntry): string =>
  typeof entry.releaseNotes === 'string'
    ? entry.releaseNotes
    : (entry.releaseNotes ?? []).map((note) => `${note.version}: ${note.note ?? ''}`.trim()).join('\n');

/** Whether to download the feed's version now. Pure: the electron shell acts on the answer. */
export function decideUpdate(input: { settings: UpdateSettings; currentVersion: string; entry: FeedEntry | undefined; machineId: string }): UpdateDecision {
  const { settings, entry } = input;
  if (!settings.automatic) return { action: 'none', reason: 'disabled' };
  if (settings.feedUrl === undefined || entry === undefined) return { action: 'none', reason: 'no-feed' };
  const offered = parseVersion(entry.version);
  const current = parseVersion(input.currentVersion);
  if (!offered || !current) return { action: 'none', reason: 'bad-version' };
  // A stable machine never takes a pre-release, even one published to its feed by mistake.
  if (settings.channel === 'stable' && offered.prerelease.length > 0) return { action: 'none', reason: 'wrong-channel' };
  if (compareVersions(offered, current) <= 0) return { action: 'none', reason: 'up-to-date' };
  if (entry.stagingPercentage !== undefined && stagingBucket(input.machineId) >= entry.stagingPercentage) {
    return { action: 'none', reason: 'not-yet-staged' };
  }
  return { action: 'download', version: entry.version, notes: notesOf(entry), applies: 'on-next-restart' };
}
