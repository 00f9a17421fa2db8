import { describe, expect, it } from 'vitest';
import { allCasinoMonitorFlags, type CasinoStreamMonitor, type EventStream } from '@shared/contract/streaming';
import { streamCaption, tableStreams } from './table-streams';
import { testRound } from './test-casino';

const stream = (_id: string, targetName: string, kind: EventStream['kind'] = 'casino') => ({ _id, name: `${_id} cam`, kind, url: `http://127.0.0.1:4100/media/streams/${_id}/index.m3u8`, targetName }) as EventStream;
const monitor = (_id: string, tableName: string, streamId: string): CasinoStreamMonitor => ({ _id, tableName, streamId, streamName: '', flags: allCasinoMonitorFlags({ autoplay: true }) });

describe("a casino table's stream on the monitor", () => {
  it('joins only streams the user may watch, names each for its table, and takes a table’s first configuration', () => {
    const byTable = tableStreams([monitor('m1', 'Lucky 7', 'cam1'), monitor('m2', 'Lucky 7', 'cam2'), monitor('m3', 'Teen Patti 20-20', 'hidden')], [stream('cam1', 'Studio A'), stream('cam2', 'Lucky 7')]);
    expect([...byTable.keys()]).toEqual(['Lucky 7']);
    expect(byTable.get('Lucky 7')?.stream).toMatchObject({ _id: 'cam1', targetName: 'Lucky 7' });
  });

  it('joins only a casino stream: one whose kind changed since it was configured shows no tile', () => {
    const byTable = tableStreams([monitor('m1', 'Lucky 7', 'cam1')], [stream('cam1', 'Studio A', 'sports')]);
    expect(byTable.size).toBe(0);
  });

  it('captions the current round with showRound and the last result with showScore', () => {
    const latest = [testRound(24, 'betting'), testRound(23, 'settled'), testRound(22, 'voided')];
    const flags = allCasinoMonitorFlags({});
    expect(streamCaption(latest, { ...flags, showRound: true, showScore: true })).toBe('Round 24 · Betting · Last: Andar');
    expect(streamCaption(latest, { ...flags, showScore: true })).toBe('Last: Andar');
    expect(streamCaption(latest, flags)).toBe('');
    expect(streamCaption([], { ...flags, showRound: true, showScore: true })).toBe('');
  });
});
