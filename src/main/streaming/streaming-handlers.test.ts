import { describe, expect, it, vi } from 'vitest';
import { ok, type SessionState } from '@shared/contract';
import type { EventStream } from '@shared/contract/streaming';
import { streamingHandlers } from './streaming-handlers';

const HOST = 'https://cdn.example.com';
const URL_LIVE = `${HOST}/live/index.m3u8`;
const STREAM = { _id: 's1', name: 'Moving cam', targetName: 'Home v Away', url: URL_LIVE } as EventStream;

/** A live playlist (4 s segments) whose media sequence the test moves, read at a clock the test sets. */
const liveHost = () => {
  const state = { sequence: 100, now: 0 };
  const playlist = () => ['#EXTM3U', '#EXT-X-TARGETDURATION:4', `#EXT-X-MEDIA-SEQUENCE:${state.sequence}`, '#EXTINF:4.0,', `seg${state.sequence}.ts`, '#EXTINF:4.0,', `seg${state.sequence + 1}.ts`].join('\n');
  const fetch = vi.fn(async (url: string | URL | Request) => (String(url) === URL_LIVE ? new Response(playlist()) : new Response(new Uint8Array(40_000)))) as unknown as typeof globalThis.fetch;
  const handlers = streamingHandlers({
    session: { getState: () => ({ status: 'loggedIn', permissions: { monitorCoreStreaming: true } }) as unknown as SessionState },
    hosts: () => [HOST],
    fetch,
    now: () => new Date(state.now),
    playerStreams: async () => ok([STREAM]),
  });
  const health = async (windowId: string) => {
    const answer = await handlers['streaming.health']?.(undefined, { windowId });
    if (!answer?.ok) throw new Error('health failed');
    const [row] = answer.data as Array<{ health: string; problem: string | null }>;
    if (!row) throw new Error('no stream in the answer');
    return row;
  };
  return { state, health };
};

describe('stream health', () => {
  it('keeps a moving live stream Up for two windows checking it moments apart, each every 5 s', async () => {
    const { state, health } = liveHost();
    for (let second = 0; second <= 40; second += 1) {
      state.now = second * 1000;
      // The playlist moves every 4 s; window 1 checks at 0, 5, 10 … and window 2 one second later.
      if (second > 0 && second % 4 === 0) state.sequence += 1;
      if (second % 5 === 0) expect(await health('window-1'), `window 1 at ${second} s`).toEqual(expect.objectContaining({ health: 'up', problem: null }));
      if (second % 5 === 1) expect(await health('window-2'), `window 2 at ${second} s`).toEqual(expect.objectContaining({ health: 'up', problem: null }));
    }
  });

  it('calls a live stream stalled, in words, once its playlist has not moved for over three target durations, whoever asks', async () => {
    const { state, health } = liveHost();
    expect((await health('window-1')).health).toBe('up');
    state.now = 6_000;
    expect((await health('window-2')).health).toBe('up');
    state.now = 12_000;
    expect((await health('window-1')).health).toBe('up');
    state.now = 13_000;
    expect(await health('window-2')).toEqual(expect.objectContaining({ health: 'stalled', problem: 'The live playlist has not moved for 13 s.' }));
    expect(await health('window-1')).toEqual(expect.objectContaining({ health: 'stalled', problem: 'The live playlist has not moved for 13 s.' }));
    state.sequence += 1;
    state.now = 14_000;
    expect(await health('window-1')).toEqual(expect.objectContaining({ health: 'up', problem: null }));
  });
});
