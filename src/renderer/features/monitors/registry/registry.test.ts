import { describe, expect, it } from 'vitest';
import { MONITOR_KINDS } from '@shared/contract/windows';
import { MONITORS } from './index';
import { createMonitorRegistry } from './monitor-registry';

describe('the monitor registry', () => {
  it('registers every kind of the contract exactly once, and no other', () => {
    const registered = MONITORS.kinds.map((entry) => entry.kind);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...MONITOR_KINDS].sort());
  });

  it('gives each kind its contract title, slot permission, topics and grid', () => {
    expect(MONITORS.get('market')).toMatchObject({ title: 'Live Monitor', tab: 'Live', topics: ['markets', 'prices'] });
    expect(MONITORS.get('market').permission(3)).toBe('liveMonitor3');
    expect(MONITORS.get('risk').permission(2)).toBe('reportData2');
    expect(MONITORS.get('ticker').permission(1)).toBe('screenMonitorTrader');
    expect(MONITORS.kinds.map((entry) => entry.permissionHint)).toEqual([
      'liveMonitor1–10',
      'screenMonitorTrader',
      'reportData1–10',
      'live1to8 … live25to32',
      'videoSection1–10',
      'monitorCoreStreaming',
      'casinoMonitor',
    ]);
    // What the hub says each kind needs: its own flags too (QA live4 #6: videoMonitor was left out).
    expect(MONITORS.kinds.map((entry) => entry.needsHint)).toEqual([
      'liveMonitor1–10',
      'screenMonitorTrader',
      'reportData1–10',
      'live1to8 … live25to32 plus videoMonitor',
      'videoSection1–10 plus videoMonitor',
      'monitorCoreStreaming plus videoMonitor',
      'casinoMonitor',
    ]);
    expect(MONITORS.get('wall').permission(2)).toBe('live9to16');
    // The live kinds draw grids of live topics; the video kinds play streams.
    for (const entry of MONITORS.kinds.filter(({ kind }) => ['market', 'ticker', 'risk'].includes(kind))) {
      expect(entry.slots.length).toBeGreaterThan(0);
      expect(entry.topics.length).toBeGreaterThan(0);
      expect(entry.grid.headers.length).toBeGreaterThan(0);
    }
  });

  it('refuses a kind registered twice', () => {
    const market = MONITORS.get('market');
    expect(() => createMonitorRegistry([market, market])).toThrow(/registered twice/);
  });
});
