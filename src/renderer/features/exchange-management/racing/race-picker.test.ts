import { describe, expect, it } from 'vitest';
import { formatDayTime } from '@renderer/lib/format';
import { racesByOffTime } from './race-picker';

const market = (marketId: string, name: string) => ({ marketId, name, status: 'open' as const });
const race = (eventName: string, openDate: string, markets: ReturnType<typeof market>[], course = eventName.replace(/^\d\d:\d\d /, '')) => ({ eventName, course, openDate, markets });

describe('the racing desk’s race picker', () => {
  it('lists races by off time, whatever order they came in, each with its markets in their order', () => {
    const races = [
      race('15:50 Cheltenham', '2026-11-26T15:50:00.000Z', [market('m1', 'Win'), market('m2', 'Place')]),
      race('13:45 Ascot', '2026-11-26T13:45:00.000Z', [market('m3', 'Win')]),
      race('14:30 Cheltenham', '2026-11-26T14:30:00.000Z', [market('m4', 'Win')]),
    ];
    expect(racesByOffTime(races)).toEqual([
      { group: `13:45 Ascot · ${formatDayTime('2026-11-26T13:45:00.000Z')}`, items: [{ value: 'm3', label: '13:45 Ascot: Win' }] },
      { group: `14:30 Cheltenham · ${formatDayTime('2026-11-26T14:30:00.000Z')}`, items: [{ value: 'm4', label: '14:30 Cheltenham: Win' }] },
      {
        group: `15:50 Cheltenham · ${formatDayTime('2026-11-26T15:50:00.000Z')}`,
        items: [
          { value: 'm1', label: '15:50 Cheltenham: Win' },
          { value: 'm2', label: '15:50 Cheltenham: Place' },
        ],
      },
    ]);
  });

  it('names every race with its course: a race named without it (made on the console) has it after its name', () => {
    const races = [race('14:30 Cheltenham', '2026-11-29T14:30:00.000Z', [market('m1', 'Win')]), race('QA Stakes', '2026-11-28T15:10:00.000Z', [market('m2', 'Win'), market('m3', 'Place')], 'Ascot QA')];
    expect(racesByOffTime(races)).toEqual([
      {
        group: `QA Stakes, Ascot QA · ${formatDayTime('2026-11-28T15:10:00.000Z')}`,
        items: [
          { value: 'm2', label: 'QA Stakes, Ascot QA: Win' },
          { value: 'm3', label: 'QA Stakes, Ascot QA: Place' },
        ],
      },
      { group: `14:30 Cheltenham · ${formatDayTime('2026-11-29T14:30:00.000Z')}`, items: [{ value: 'm1', label: '14:30 Cheltenham: Win' }] },
    ]);
  });

  it('leaves out a race with no market yet', () => {
    expect(racesByOffTime([race('13:45 Ascot', '2026-11-26T13:45:00.000Z', [])])).toEqual([]);
  });
});
