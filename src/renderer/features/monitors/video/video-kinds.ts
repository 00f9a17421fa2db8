import type { MonitorKind } from '@shared/contract/windows';
import type { GridSpec } from '../frame/grid-spec';
import type { MonitorRegistration } from '../registry/monitor-kind';

const TILES: GridSpec = { label: 'Video tiles', columns: 'repeat(4, 1fr)', headers: [], rowHeight: 180, pageSize: 4, emptyText: 'No stream is assigned here.' };

/** A kind whose monitor is a wall of video tiles: the wall plays the streams of its kind and slot. */
const videoTiles = (kind: MonitorKind, tab: string, slots?: readonly number[]): MonitorRegistration => ({
  kind,
  tab,
  ...(slots ? { slots } : {}),
  topics: [],
  grid: TILES,
  load: async () => (await import('./video-wall')).VideoWall,
});

/** Four walls of eight streams (live1to8 … live25to32). */
export const videoWall = videoTiles('wall', 'Video walls', [1, 2, 3, 4]);

/** Ten sections (videoSection1 … videoSection10): the streams assigned to each in Streaming Management. */
export const videoSection = videoTiles('section', 'Video sections');

export const streamHealthMonitor: MonitorRegistration = {
  kind: 'streamHealth',
  tab: 'Stream health',
  slots: [1],
  topics: [],
  grid: { label: 'Stream health', columns: '2fr 2fr 1fr 2fr', headers: ['Stream', 'Shown for', 'Health', 'Problem'], rowHeight: 28, pageSize: 10, emptyText: 'No streams.' },
  load: async () => (await import('./stream-health-monitor')).StreamHealthMonitor,
};
