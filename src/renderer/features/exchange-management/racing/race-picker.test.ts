import { describe, expect, it } from 'vitest';
import { formatDayTime } from '@renderer/lib/format';
import { racesByOffTime } from './race-picker';

const race = (eventId: string, eventName: string, openDate: string) => ({ eventId, eventName, openDate });
const market = (_id: string, eventId: string, eventName: string, name: string) => ({ _id, eventId, eventName, name });

describe('the racing desk’s race picker', () => {
  it('lists races by off time, each with its markets in their order, whatever order the markets came in; a market of an unlisted race last', () => {
    const races = [race('e3', '15:50 Cheltenham', '2026-11-26T15:50:00.000Z'), race('e1', '13:45 Ascot', '2026-11-26T13:45:00.000Z'), race('e2', '14:30 Cheltenham', '2026-11-26T14:30:00.000Z')];
    const markets = [
      market('m1', 'e3', '15:50 Cheltenham', 'Win'),
      market('m2', 'e3', '15:50 Cheltenham', 'Place'),
      market('m9', 'e9', '16:30 Cheltenham', 'Win'),
      market('m3', 'e1', '13:45 Ascot', 'Win'),
      market('m4', 'e2', '14:30 Cheltenham', 'Win'),
    ];
    expect(racesByOffTime(races, markets)).toEqual([
      { group: `13:45 Ascot · ${formatDayTime('2026-11-26T13:45:00.000Z')}`, items: [{ value: 'm3', label: '13:45 Ascot: Win' }] },
      { group: `14:30 Cheltenham · ${formatDayTime('2026-11-26T14:30:00.000Z')}`, items: [{ value: 'm4', label: '14:30 Cheltenham: Win' }] },
      {
        group: `15:50 Cheltenham · ${formatDayTime('2026-11-26T15:50:00.000Z')}`,
        items: [
          { value: 'm1', label: '15:50 Cheltenham: Win' },
          { value: 'm2', label: '15:50 Cheltenham: Place' },
        ],
      },
      { group: '16:30 Cheltenham', items: [{ value: 'm9', label: '16:30 Cheltenham: Win' }] },
    ]);
  });

  it('leaves out a race with no market yet', () => {
    expect(racesByOffTime([race('e1', '13:45 Ascot', '2026-11-26T13:45:00.000Z')], [])).toEqual([]);
  });
});
