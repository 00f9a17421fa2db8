import { describe, expect, it } from 'vitest';
import { buildProviderTree } from './provider-tree';

describe('the demo provider’s tree', () => {
  it('runs a meeting’s races tomorrow, each at the off time its name gives ("14:30 Cheltenham": 14:30)', () => {
    const now = new Date('2026-11-28T09:15:00.000Z');
    const races = buildProviderTree(now).filter((n) => n.level === 'event' && (n.parentExternalId === '7001' || n.parentExternalId === '7002'));
    expect(races.map((r) => [r.name, r.openDate])).toEqual([
      ['14:30 Cheltenham', '2026-11-29T14:30:00.000Z'],
      ['15:10 Cheltenham', '2026-11-29T15:10:00.000Z'],
      ['15:50 Cheltenham', '2026-11-29T15:50:00.000Z'],
      ['13:45 Ascot', '2026-11-29T13:45:00.000Z'],
      ['14:20 Ascot', '2026-11-29T14:20:00.000Z'],
    ]);
  });

  it('keeps other fixtures one a day per competition from tomorrow, at 14:00', () => {
    const events = buildProviderTree(new Date('2026-11-30T23:59:00.000Z')).filter((n) => n.level === 'event' && n.parentExternalId === '101480');
    expect(events.map((e) => e.openDate)).toEqual(['2026-12-01T14:00:00.000Z', '2026-12-02T14:00:00.000Z', '2026-12-03T14:00:00.000Z', '2026-12-04T14:00:00.000Z']);
  });
});
