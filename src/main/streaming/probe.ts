import type { ProbeResult } from '@shared/contract/streaming';
import { isOnStreamHost } from './stream-hosts';

export interface ProbeDeps {
  readonly hosts: () => readonly string[];
  readonly fetch: typeof fetch;
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}

const PLAYLIST_LIMIT = 256 * 1024;

const result = (now: Date, fields: Partial<ProbeResult>): ProbeResult => ({
  reachable: false,
  playlistValid: false,
  bitrateKbps: null,
  segments: 0,
  live: false,
  problem: null,
  checkedAt: now.toISOString(),
  ...fields,
});

interface Playlist {
  readonly variants: string[];
  readonly bandwidth: number | null;
  readonly segments: Array<{ uri: string; seconds: number }>;
  readonly live: boolean;
  readonly mediaSequence: number;
  /** EXT-X-TARGETDURATION: the longest segment, in seconds (how often a live playlist should move); null when absent. */
  readonly targetDuration: number | null;
}

/** Reads the lines of an HLS playlist that a probe needs; not a full parser. */
export const parsePlaylist = (text: string): Playlist | null => {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return null;
  const variants: string[] = [];
  const segments: Array<{ uri: string; seconds: number }> = [];
  let bandwidth: number | null = null;
  let pending: 'variant' | number | null = null;
  for (const line of lines.slice(1)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      bandwidth ??= Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? NaN) || null;
      pending = 'variant';
    } else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8)) || 0;
    else if (line !== '' && !line.startsWith('#') && pending !== null) {
      if (pending === 'variant') variants.push(line);
      else segments.push({ uri: line, seconds: pending });
      pending = null;
    }
  }
  const mediaSequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  // A playlist without EXT-X-TARGETDURATION (it must have one) is taken at its longest segment.
  const targetDuration = Number(/#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? NaN) || Math.max(0, ...segments.map((segment) => segment.seconds)) || null;
  return { variants, bandwidth, segments, live: !text.includes('#EXT-X-ENDLIST'), mediaSequence, targetDuration };
};

/**
 * Fetches a stream's playlist and reports what it found: reachable, a valid playlist (following a master
 * playlist to its first variant), how many segments, live or not, and the bitrate (the master's BANDWIDTH,
 * or the first segment's size over its duration). Only URLs on a configured stream host are fetched (the
 * entry, its variant and its first segment): any other is refused before any network I/O.
 */
/** What health needs besides the result: where a valid playlist's media sequence is, and its target duration. */
export type StreamProbe = ProbeResult & { mediaSequence?: number; targetDuration?: number | null };

export const probeStream = async (url: string, deps: ProbeDeps): Promise<StreamProbe> => {
  const now = (deps.now ?? (() => new Date()))();
  if (!isOnStreamHost(url, deps.hosts())) return result(now, { problem: `${new URL(url).origin} is not a configured stream host.` });
  const get = async (target: string) => {
    const response = await deps.fetch(target, { signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000), redirect: 'error' });
    if (!response.ok) throw new Error(`The stream host answered ${response.status}.`);
    return response;
  };
  try {
    let playlistUrl = url;
    let playlist = parsePlaylist((await (await get(url)).text()).slice(0, PLAYLIST_LIMIT));
    if (!playlist) return result(now, { reachable: true, problem: 'The address answers, but not with an HLS playlist.' });
    const bandwidth = playlist.bandwidth;
    const firstVariant = playlist.variants[0];
    if (firstVariant) {
      playlistUrl = new URL(firstVariant, url).href;
      if (!isOnStreamHost(playlistUrl, deps.hosts())) return result(now, { reachable: true, problem: 'Its variant playlist is on another host.' });
      playlist = parsePlaylist((await (await get(playlistUrl)).text()).slice(0, PLAYLIST_LIMIT));
      if (!playlist) return result(now, { reachable: true, problem: 'Its variant is not an HLS playlist.' });
    }
    const first = playlist.segments[0];
    if (!first) return result(now, { reachable: true, problem: 'The playlist lists no segments.' });
    let bitrateKbps = bandwidth ? Math.round(bandwidth / 1000) : null;
    if (bitrateKbps === null && first.seconds > 0) {
      const segmentUrl = new URL(first.uri, playlistUrl).href;
      // A playlist may name any address: main fetches only from the stream hosts (never loopback or the LAN).
      if (!isOnStreamHost(segmentUrl, deps.hosts())) return result(now, { reachable: true, problem: 'Its first segment is on another host.' });
      const bytes = (await (await get(segmentUrl)).arrayBuffer()).byteLength;
      bitrateKbps = Math.round((bytes * 8) / first.seconds / 1000);
    }
    return { ...result(now, { reachable: true, playlistValid: true, bitrateKbps, segments: playlist.segments.length, live: playlist.live }), mediaSequence: playlist.mediaSequence, targetDuration: playlist.targetDuration };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (error instanceof Error && error.name === 'TimeoutError') return result(now, { problem: 'The stream host did not answer in time.' });
    return result(now, { problem: message.startsWith('The stream host answered') ? message : 'The stream host could not be reached.' });
  }
};
