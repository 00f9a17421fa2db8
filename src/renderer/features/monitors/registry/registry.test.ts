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
    // Named as the permission dialogs name them, never by their keys (T28).
    expect(MONITORS.kinds.map((entry) => entry.permissionHint)).toEqual([
      'Live Monitor 1–10',
      'Screen Monitor Trader',
      'Report Data 1–10',
      'Live 1 to 8 … Live 25 to 32',
      'Video Section 1–10',
      'Monitor Core Streaming',
      'Casino Monitor',
    ]);
    // What the hub says each kind needs: its own flags too (QA live4 #6: videoMonitor was left out).
    expect(MONITORS.kinds.map((entry) => entry.needsHint)).toEqual([
      'Live Monitor 1–10',
      'Screen Monitor Trader',
      'Report Data 1–10',
      'Live 1 to 8 … Live 25 to 32 plus Video Monitor',
      'Video Section 1–10 plus Video Monitor',
      'Monitor Core Streaming plus Video Monitor',
      'Casino Monitor',
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
