import { describe, expect, it } from 'vitest';
import { MONITOR_KINDS } from '@shared/contract/windows';
import { ASKS, NEEDS, parseShown } from './hub-text';

describe("the hub's show parameter", () => {
  it('names every kind, the camel-cased streamHealth included (QA live4 #8)', () => {
    expect(parseShown('streamHealth-1')).toEqual({ kind: 'streamHealth', slot: 1 });
    expect(parseShown('market-3')).toEqual({ kind: 'market', slot: 3 });
    for (const kind of MONITOR_KINDS) expect(parseShown(`${kind}-2`)).toEqual({ kind, slot: 2 });
  });

  it('names no monitor for anything else', () => {
    for (const value of [null, '', 'streamHealth', 'nothing-1', 'market-0', 'market-11', 'market-1x', ' market-1']) expect(parseShown(value)).toBeUndefined();
  });
});

describe("the hub's hint", () => {
  it('names every flag a kind needs, in a plural that reads', () => {
    expect(NEEDS).toContain('Video Walls need Live 1 to 8 … Live 25 to 32 plus Video Monitor');
    expect(NEEDS).toContain('Video Sections need Video Section 1–10 plus Video Monitor');
    expect(NEEDS).toContain('Stream Health monitors need Monitor Core Streaming plus Video Monitor');
    expect(NEEDS).toContain('Casino Tables monitors need Casino Monitor');
    expect(NEEDS).not.toMatch(/Healths|Tabless/);
    expect(ASKS).toContain('Monitor Core Streaming plus Video Monitor');
  });

  it('names the flags as the permission dialogs do, never by their keys (T28)', () => {
    expect(NEEDS).toBe(
      'Live Monitors need Live Monitor 1–10, Bet Tickers need Screen Monitor Trader, Risk Monitors need Report Data 1–10, ' +
        'Video Walls need Live 1 to 8 … Live 25 to 32 plus Video Monitor, Video Sections need Video Section 1–10 plus Video Monitor, ' +
        'Stream Health monitors need Monitor Core Streaming plus Video Monitor, Casino Tables monitors need Casino Monitor',
    );
    for (const key of ['liveMonitor', 'screenMonitorTrader', 'reportData', 'live1to8', 'videoMonitor', 'videoSection', 'monitorCoreStreaming', 'casinoMonitor']) {
      expect(NEEDS).not.toContain(key);
      expect(ASKS).not.toContain(key);
    }
  });
});
