import { fail, ok, type Result, type SessionState } from '@shared/contract';
import type { EventStream, StreamHealth } from '@shared/contract/streaming';
import type { PermissionKey } from '@shared/permissions';
import type { LocalHandler } from '../bridge/dispatcher';
import type { CallContext } from '../core/console-core';
import { probeStream, type ProbeDeps } from './probe';
import { StallWatch } from './stall-watch';

export interface StreamingDeps extends ProbeDeps {
  readonly session: { getState(): SessionState };
  /** The streams the caller may watch, asked of the exchange as the caller. */
  readonly playerStreams: (context: CallContext) => Promise<Result<unknown>>;
}

const HEALTH_CONCURRENCY = 4;

/** Runs `fn` over `items`, at most `limit` at a time, keeping their order. */
const mapLimited = async <T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * `streaming.probe` and `streaming.health`, served by main: only main fetches from a stream host (the
 * windows load media from the same hosts, which the Content Security Policy names). A live stream whose
 * playlist has not moved for a few target durations is stalled, whichever window (or user) checked it: each
 * stream keeps when its media sequence last changed (StallWatch), not what the last check saw.
 */
export function streamingHandlers(deps: StreamingDeps): Record<string, LocalHandler> {
  const stalls = new StallWatch();
  const allowed = (...keys: PermissionKey[]): Result<never> | undefined => {
    const state = deps.session.getState();
    if (state.status !== 'loggedIn') return fail({ kind: 'unauthorized', message: 'Please log in again.' });
    if (!keys.some((key) => state.permissions[key] === true)) return fail({ kind: 'forbidden', message: 'You do not have permission to check streams.' });
    return undefined;
  };
  const healthOf = async (stream: EventStream) => {
    const probe = await probeStream(stream.url, deps);
    let health: StreamHealth = !probe.reachable ? 'down' : !probe.playlistValid ? 'stalled' : 'up';
    let problem = probe.problem;
    if (health === 'up' && probe.live && probe.mediaSequence !== undefined) {
      // Keyed by the URL too: a stream given another playlist starts afresh.
      const verdict = stalls.observe(`${stream._id} ${stream.url}`, probe.mediaSequence, probe.targetDuration, Date.parse(probe.checkedAt));
      if (verdict.stalled) {
        health = 'stalled';
        problem = `The live playlist has not moved for ${verdict.stillSeconds} s.`;
      }
    }
    return { streamId: stream._id, name: stream.name, targetName: stream.targetName, health, checkedAt: probe.checkedAt, problem };
  };
  return {
    'streaming.probe': async (input) => {
      const refused = allowed('streamingManagement');
      if (refused) return refused;
      const { mediaSequence: _sequence, targetDuration: _target, ...probe } = await probeStream((input as { url: string }).url, deps);
      return ok(probe);
    },
    'streaming.health': async (_input, context) => {
      const refused = allowed('monitorCoreStreaming', 'streamingManagement');
      if (refused) return refused;
      const streams = await deps.playerStreams(context);
      if (!streams.ok) return streams;
      return ok(await mapLimited(streams.data as EventStream[], HEALTH_CONCURRENCY, healthOf));
    },
  };
}
