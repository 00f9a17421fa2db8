import type { GridSpec } from '../frame/grid-spec';
import type { MonitorRegistration } from '../registry/monitor-kind';

const TILES: GridSpec = { label: 'Video tiles', columns: 'repeat(4, 1fr)', headers: [], rowHeight: 180, pageSize: 4, emptyText: 'No stream is assigned here.' };

/** Four walls of eight streams (live1to8 … live25to32). */
export const videoWall: MonitorRegistration = {
  kind: 'wall',
  tab: 'Video walls',
  slots: [1, 2, 3, 4],
  topics: [],
  grid: TILES,
  load: async () => (await import('./video-wall')).VideoWall,
};

/** Ten sections (videoSection1 … videoSection10): the streams assigned to each in Streaming Management. */
export const videoSection: MonitorRegistration = {
  kind: 'section',
  tab: 'Video sections',
  topics: [],
  grid: TILES,
  load: async () => (await import('./video-wall')).VideoWall,
};

export const streamHealthMonitor: MonitorRegistration = {
  kind: 'streamHealth',
  tab: 'Stream health',
  slots: [1],
  topics: [],
  grid: { label: 'Stream health', columns: '2fr 2fr 1fr 2fr', headers: ['Stream', 'Shown for', 'Health', 'Problem'], rowHeight: 28, pageSize: 10, emptyText: 'No streams.' },
  load: async () => (await import('./stream-health-monitor')).StreamHealthMonitor,
};
