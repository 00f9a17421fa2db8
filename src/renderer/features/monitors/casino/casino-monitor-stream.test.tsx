// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { CasinoRound, CasinoRoundStatus, LiveTable } from '@shared/contract/casino';
import type { LoggedInState } from '@shared/contract/session';
import type { CasinoMonitorFlag, CasinoStreamMonitor, EventStream } from '@shared/contract/streaming';
import type { PermissionKey } from '@shared/permissions';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import type { MonitorProps } from '../registry/monitor-kind';
import { CASINO_POLL_MS, CasinoMonitor } from './casino-monitor';
import { TEST_TABLE as TABLE, testRound, testTable } from './test-casino';

// Settled rounds closed; the betting one not yet.
const round = (seq: number, status: CasinoRoundStatus) => testRound(seq, status, status === 'betting' ? null : '2026-01-05T09:00:30.000Z');

let abRounds: CasinoRound[];
// A fresh answer on every poll (equal to the last while the rounds stay): as the exchange sends it.
const liveTables = (): LiveTable[] => [
  { event: testTable('ab', TABLE), rounds: abRounds.map((r) => ({ ...r })) },
  { event: testTable('l7', 'Lucky 7'), rounds: [round(5, 'betting')] },
];

const stream: EventStream = {
  _id: 's1',
  name: 'Andar studio',
  url: 'http://127.0.0.1:4100/media/streams/table/index.m3u8',
  kind: 'casino',
  device: 'studio-1',
  targetType: 'casinoTable',
  targetId: 'ab',
  targetName: TABLE,
  appId: null,
  appName: null,
  section: 2,
  probe: null,
  updatedAt: '2026-01-05T09:00:00.000Z',
};

const monitorOf = (flags: Partial<Record<CasinoMonitorFlag, boolean>>): CasinoStreamMonitor => ({
  _id: 'm1',
  tableName: TABLE,
  streamId: stream._id,
  streamName: stream.name,
  flags: { autoplay: false, sound: false, showScore: false, showRound: false, ...flags },
});

let bridge: { liveRounds: ReturnType<typeof vi.fn>; casinoMonitors: ReturnType<typeof vi.fn>; playerStreams: ReturnType<typeof vi.fn> };
const configure = (monitors: CasinoStreamMonitor[], watchable: EventStream[] = [stream]) => {
  abRounds = [round(23, 'betting'), round(22, 'settled')];
  bridge = {
    liveRounds: vi.fn(async () => ok(liveTables())),
    casinoMonitors: vi.fn(async () => ok(monitors)),
    playerStreams: vi.fn(async () => ok(watchable)),
  };
  (window as unknown as { exchange: unknown }).exchange = {
    casino: { liveRounds: bridge.liveRounds, unsettled: async () => ok([]) },
    streaming: { casinoMonitors: bridge.casinoMonitors, playerStreams: bridge.playerStreams },
  };
};

beforeEach(stubMatchMedia);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const props = { monitor: {} as MonitorProps['monitor'], monitorRef: { kind: 'casino', slot: 1 }, enabled: true, header: <h1>Casino Tables 1</h1> } satisfies MonitorProps;
const videoOf = (tile: HTMLElement) => tile.querySelector('video') as HTMLVideoElement;
const findTile = () => screen.findByRole('button', { name: new RegExp(`^Video of ${TABLE}`) });

describe("the Casino Tables monitor's streams", () => {
  it("plays a configured table's stream at the top of its card, muted, with its round; a table without one shows none", async () => {
    configure([monitorOf({ autoplay: true, showRound: true, showScore: true })]);
    renderAsAdmin(<CasinoMonitor {...props} />);
    const card = await screen.findByRole('region', { name: TABLE });
    const tile = await within(card).findByRole('button', { name: new RegExp(`^Video of ${TABLE}`) });
    expect(tile.textContent).toContain('Round 23 · Betting · Last: Andar');
    expect(videoOf(tile).autoplay).toBe(true);
    expect(videoOf(tile).muted).toBe(true);
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByRole('region', { name: 'Lucky 7' })).queryByRole('button')).toBeNull();
  });

  it('waits for a press to play without autoplay, then plays with sound when the table has it', async () => {
    configure([monitorOf({ sound: true })]);
    renderAsAdmin(<CasinoMonitor {...props} />);
    const tile = await findTile();
    const video = videoOf(tile);
    expect(video.autoplay).toBe(false);
    expect(video.paused).toBe(true);
    // Waiting, it is neither focused nor loud.
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(video.muted).toBe(true);
    expect(within(tile).getByText('Press to play')).toBeTruthy();
    // Neither showRound nor showScore: no caption beyond the table's name.
    expect(tile.textContent).not.toContain('Round 23');
    fireEvent.click(tile);
    expect(video.paused).toBe(false);
    expect(within(tile).queryByText('Press to play')).toBeNull();
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    expect(video.muted).toBe(false);
  });

  it('plays muted when the browser refuses to start it with sound by itself', async () => {
    configure([monitorOf({ autoplay: true, sound: true })]);
    // As Chromium does for a page nobody has touched: a video with sound may not start on its own.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      return this.muted ? Promise.resolve() : Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'));
    });
    try {
      renderAsAdmin(<CasinoMonitor {...props} />);
      const tile = await findTile();
      const video = videoOf(tile);
      // It could play (canplay) and was refused: the tile mutes it and says so; a press gives it sound.
      await vi.waitFor(() => expect(video.muted).toBe(true));
      expect(play.mock.contexts.length).toBeGreaterThan(0);
      expect(tile.getAttribute('aria-pressed')).toBe('false');
      expect(tile.textContent).toContain('muted, press to focus with sound');
    } finally {
      play.mockRestore();
    }
  });

  const holding = (flags: PermissionKey[]): LoggedInState => ({ ...(signedIn('trader', 'casino-viewer') as LoggedInState), permissions: Object.fromEntries(flags.map((flag) => [flag, true])) });

  it('shows the stream to a casino monitor user who may watch videos, without Streaming Management', async () => {
    configure([monitorOf({ autoplay: true })]);
    renderWithProviders(<CasinoMonitor {...props} />, holding(['casinoMonitor', 'videoMonitor', 'casinoStreaming']));
    await findTile();
    expect(bridge.casinoMonitors).toHaveBeenCalled();
  });

  it('shows a user who may not watch videos the rounds as before, with no tile and no call for one', async () => {
    configure([monitorOf({ autoplay: true })]);
    renderWithProviders(<CasinoMonitor {...props} />, holding(['casinoMonitor', 'streamingManagement']));
    await screen.findByRole('table', { name: `Rounds of ${TABLE}` });
    expect(screen.queryByRole('button', { name: /^Video of/ })).toBeNull();
    expect(bridge.casinoMonitors).not.toHaveBeenCalled();
    expect(bridge.playerStreams).not.toHaveBeenCalled();
  });

  it('shows no tile for a configured stream the exchange does not let the user watch', async () => {
    configure([monitorOf({ autoplay: true })], []);
    renderAsAdmin(<CasinoMonitor {...props} />);
    await screen.findByRole('table', { name: `Rounds of ${TABLE}` });
    await vi.waitFor(() => expect(bridge.playerStreams).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Video of/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain(stream.url);
  });

  it('keeps the same video playing through polls: unchanged rounds, then a new round that only moves its caption', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    configure([monitorOf({ autoplay: true, showRound: true })]);
    renderAsAdmin(<CasinoMonitor {...props} />);
    const video = videoOf(await findTile());
    const poll = async () => {
      const polls = bridge.liveRounds.mock.calls.length;
      await act(() => vi.advanceTimersByTimeAsync(CASINO_POLL_MS));
      expect(bridge.liveRounds.mock.calls.length).toBeGreaterThan(polls);
    };
    await poll();
    expect(videoOf(await findTile())).toBe(video);
    abRounds = [round(24, 'betting'), round(23, 'settled'), round(22, 'settled')];
    await poll();
    const tile = await findTile();
    expect(tile.textContent).toContain('Round 24 · Betting');
    expect(videoOf(tile)).toBe(video);
  });
});
