import { describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/png';
import { adminExchangeForFile } from '../../testing/route-setup';
import { ballMediaType } from './balls';

const exchange = adminExchangeForFile();
const file = (bytes: number[]) => ({ name: 'clip', type: '', bytes: new Uint8Array(bytes) });

describe('ball by ball', () => {
  it('records, edits and deletes balls of a cricket-style table only, one entry per ball', async () => {
    const tables = await exchange.api.ok<{ data: Array<{ _id: string; game: string }> }>('/casino/event/list', { start: 0, length: 50 });
    const cricket = tables.data.find((t) => t.game === 'cricket20');
    const cards = tables.data.find((t) => t.game === 'teenPatti');
    if (!cricket || !cards) throw new Error('the seed has a cricket and a card table');
    const ball = await exchange.api.ok<{ _id: string; runs: number }>('/casino/ball-by-ball/update', { eventId: cricket._id, innings: 1, over: 0, ball: 1, runs: 4 });
    expect((await exchange.api.call('/casino/ball-by-ball/update', { eventId: cricket._id, innings: 1, over: 0, ball: 1, runs: 1 })).status).toBe(409);
    expect(await exchange.api.ok('/casino/ball-by-ball/update', { _id: ball._id, eventId: cricket._id, innings: 1, over: 0, ball: 1, runs: 6, wicket: true })).toMatchObject({ runs: 6, wicket: true });
    expect((await exchange.api.call('/casino/ball-by-ball/update', { eventId: cards._id, innings: 1, over: 0, ball: 1, runs: 1 })).status).toBe(400);
    expect((await exchange.api.call('/casino/ball-by-ball/update', { eventId: cricket._id, innings: 3, over: 0, ball: 7, runs: 1 })).status).toBe(400);
    await exchange.api.ok('/casino/ball-by-ball/delete', { _id: ball._id });
    expect(await exchange.api.ok('/casino/ball-by-ball/list', { eventId: cricket._id })).toEqual([]);
  });

  it('takes images and MP4 clips by their content, and refuses anything else', () => {
    expect(ballMediaType({ name: 'ball.png', type: 'image/png', bytes: new Uint8Array(solidPng(4, 4)) })).toBe('image/png');
    expect(ballMediaType(file([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0]))).toBe('video/mp4');
    expect(() => ballMediaType(file([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]))).toThrow();
  });
});
