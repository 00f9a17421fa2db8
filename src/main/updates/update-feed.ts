import { parse } from 'yaml';
import { z } from 'zod';
import type { UpdateChannel } from '../policy/policy-schema';

/** What electron-builder publishes to a generic feed (latest.yml and friends), as far as we read it. */
export const feedEntrySchema = z
  .object({
    version: z.string().min(1),
    releaseDate: z.string().optional(),
    /** Staged rollout: the share of machines that get it now; everyone when absent. */
    stagingPercentage: z.number().min(0).max(100).optional(),
    releaseNotes: z.union([z.string(), z.array(z.object({ version: z.string(), note: z.string().nullable() }).loose())]).optional(),
    files: z.array(z.object({ url: z.string(), sha512: z.string(), size: z.number().optional() }).loose()).min(1),
  })
  .loose();
export type FeedEntry = z.infer<typeof feedEntrySchema>;

/** electron-builder's file names: the channel, then the platform's suffix (Windows has none). */
export const feedFileName = (channel: UpdateChannel, platform: NodeJS.Platform): string => {
  const base = channel === 'stable' ? 'latest' : channel;
  return platform === 'darwin' ? `${base}-mac.yml` : platform === 'linux' ? `${base}-linux.yml` : `${base}.yml`;
};

export const feedFileUrl = (feedUrl: string, channel: UpdateChannel, platform: NodeJS.Platform): string =>
  new URL(feedFileName(channel, platform), feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`).toString();

/**
 * Reads the channel's entry from the feed. Signatures are checked by electron-updater when it downloads
 * (sha512 of each file from this entry, and the code signature on Windows and macOS); this only decides.
 */
export async function readUpdateFeed(
  fetchImpl: typeof fetch,
  feedUrl: string,
  channel: UpdateChannel,
  platform: NodeJS.Platform,
): Promise<{ ok: true; entry: FeedEntry } | { ok: false; problem: string }> {
  const url = feedFileUrl(feedUrl, channel, platform);
  let text: string;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) return { ok: false, problem: `The update feed answered ${response.status} for ${feedFileName(channel, platform)}.` };
    text = await response.text();
  } catch {
    return { ok: false, problem: 'The update feed could not be reached.' };
  }
  let yaml: unknown;
  try {
    yaml = parse(text);
  } catch {
    return { ok: false, problem: `The update feed's ${feedFileName(channel, platform)} is not valid YAML.` };
  }
  const parsed = feedEntrySchema.safeParse(yaml);
  return parsed.success ? { ok: true, entry: parsed.data } : { ok: false, problem: `The update feed's ${feedFileName(channel, platform)} is not an update description.` };
}
