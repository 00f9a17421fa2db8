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
    expect(NEEDS).toContain('Video Walls need live1to8 … live25to32 plus videoMonitor');
    expect(NEEDS).toContain('Video Sections need videoSection1–10 plus videoMonitor');
    expect(NEEDS).toContain('Stream Health monitors need monitorCoreStreaming plus videoMonitor');
    expect(NEEDS).toContain('Casino Tables monitors need casinoMonitor');
    expect(NEEDS).not.toMatch(/Healths|Tabless/);
    expect(ASKS).toContain('monitorCoreStreaming plus videoMonitor');
  });
});
