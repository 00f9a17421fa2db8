import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();
const STREAM = { name: 'Cam A', url: 'https://cdn.example.com/live/a/index.m3u8', kind: 'sports', targetType: 'event', targetId: 'e1', targetName: 'Home v Away' };

describe('streaming management', () => {
  it('saves a stream app and a stream under it, lists and deletes them, audited', async () => {
    const app = await exchange.api.ok<{ _id: string; streamCount: number }>('/stream-app/save', { name: 'Test feed', kind: 'sports' });
    const stream = await exchange.api.ok<{ _id: string; appName: string; probe: null }>('/event-stream/save', { ...STREAM, appId: app._id, section: 3 });
    expect(stream).toMatchObject({ appName: 'Test feed', probe: null, section: 3 });
    const apps = await exchange.api.ok<Array<{ _id: string; streamCount: number }>>('/stream-app/list', {});
    expect(apps.find((a) => a._id === app._id)?.streamCount).toBe(1);
    const page = await exchange.api.ok<{ data: Array<{ _id: string }> }>('/event-stream/list', { search: { value: 'Cam A' } });
    expect(page.data.map((s) => s._id)).toContain(stream._id);
    expect((await exchange.api.call('/event-stream/delete', { _id: stream._id })).status).toBe(200);
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 20 });
    expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining(['streamApp.create', 'stream.create', 'stream.delete']));
  });

  it('refuses a URL that is not an HLS playlist over http(s), with the reason on its field', async () => {
    const bad = await exchange.api.call('/event-stream/save', { ...STREAM, url: 'ftp://x/y.mp4' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/http or https/);
    expect((await exchange.api.call('/event-stream/save', { ...STREAM, url: 'https://user:pw@cdn.example.com/a.m3u8' })).status).toBe(400);
  });

  it('lets a viewer watch only the kinds their flags allow, and keeps management to streamingManagement', async () => {
    await exchange.api.ok('/event-stream/save', { ...STREAM, name: 'Casino cam', kind: 'casino', targetType: 'casinoTable', targetId: 't1', targetName: 'Teen Patti' });
    await exchange.api.ok('/event-stream/save', STREAM);
    const token = await createTrader(exchange.t, 'sports-viewer', ['videoMonitor', 'sportsStreaming']);
    const viewer = catalogueApi(exchange.t, token);
    const streams = await viewer.ok<Array<{ kind: string }>>('/player-streams', {});
    expect(streams.length).toBeGreaterThan(0);
    expect(new Set(streams.map((s) => s.kind))).toEqual(new Set(['sports']));
    expect((await viewer.call('/event-stream/list', {})).status).toBe(403);
    expect((await viewer.call('/stream-app/save', { name: 'x', kind: 'core' })).status).toBe(403);
    const manager = catalogueApi(exchange.t, await createTrader(exchange.t, 'streams-no-device', ['streamingManagement']));
    expect((await manager.call('/event-stream/save', { ...STREAM, name: 'No device' })).status).toBe(200);
    const withDevice = await manager.call('/event-stream/save', { ...STREAM, name: 'With device', device: 'encoder-9' });
    expect(withDevice.status).toBe(403);
    expect(JSON.stringify(withDevice.body)).toMatch(/streamDevice/);
    const nobody = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-video', ['marketManagement']));
    expect((await nobody.call('/player-streams', {})).status).toBe(403);
  });

  it('saves a casino stream monitor with only some flags ticked, answers and lists all four flags', async () => {
    const stream = await exchange.api.ok<{ _id: string }>('/event-stream/save', { ...STREAM, name: 'Teen cam', kind: 'casino', targetType: 'casinoTable', targetId: 't9', targetName: 'Teen Patti 20-20' });
    const saved = await exchange.api.ok<{ _id: string; flags: Record<string, boolean> }>('/casino-stream-monitor/save', { tableName: 'Teen Patti 20-20', streamId: stream._id, flags: { autoplay: true } });
    expect(saved.flags).toEqual({ autoplay: true, sound: false, showScore: false, showRound: false });
    const bare = await exchange.api.ok<{ flags: Record<string, boolean> }>('/casino-stream-monitor/save', { tableName: 'Lucky 7', streamId: stream._id });
    expect(bare.flags).toEqual({ autoplay: false, sound: false, showScore: false, showRound: false });
    const list = await exchange.api.ok<Array<{ _id: string; flags: Record<string, boolean> }>>('/casino-stream-monitor/flags', {});
    expect(list.find((m) => m._id === saved._id)?.flags).toEqual(saved.flags);
    const audit = await exchange.api.ok<{ data: Array<{ action: string; targetId: string | null }> }>('/audit-log-list', { length: 50 });
    expect(audit.data.filter((a) => a.action === 'casinoStreamMonitor.create').map((a) => a.targetId)).toContain(saved._id);

    // The casino monitor's users read the list (it holds no URL), and change nothing; others read nothing.
    const monitorUser = catalogueApi(exchange.t, await createTrader(exchange.t, 'casino-watcher', ['casinoMonitor']));
    expect((await monitorUser.ok<Array<{ _id: string }>>('/casino-stream-monitor/flags', {})).map((m) => m._id)).toContain(saved._id);
    expect((await monitorUser.call('/casino-stream-monitor/save', { tableName: 'Lucky 7', streamId: stream._id })).status).toBe(403);
    const nobody = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-casino', ['videoMonitor', 'casinoStreaming']));
    expect((await nobody.call('/casino-stream-monitor/flags', {})).status).toBe(403);
  });

  it('refuses a stream of another kind on a casino stream monitor, on its Stream field', async () => {
    const sports = await exchange.api.ok<{ _id: string }>('/event-stream/save', { ...STREAM, name: 'Pitch cam' });
    const refused = await exchange.api.call('/casino-stream-monitor/save', { tableName: 'Lucky 7', streamId: sports._id, flags: { autoplay: true } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Stream: not a casino stream.');
  });

  it("takes only the casino's tables, spelt as the casino spells them, and refuses another name on the Table field, writing and auditing nothing", async () => {
    const auditCount = async () => (await exchange.api.ok<{ recordsTotal: number }>('/audit-log-list', { length: 1 })).recordsTotal;
    const stream = await exchange.api.ok<{ _id: string }>('/event-stream/save', { ...STREAM, name: 'Dragon cam', kind: 'casino', targetType: 'casinoTable', targetId: 't8', targetName: 'Dragon Tiger International' });
    const [auditBefore, monitorsBefore] = [await auditCount(), (await exchange.api.ok<unknown[]>('/casino-stream-monitor/flags', {})).length];
    const refused = await exchange.api.call('/casino-stream-monitor/save', { tableName: 'Teen Patti 1', streamId: stream._id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('"tableName":{"message":"Table: not one of the casino’s tables."}');
    expect([await auditCount(), (await exchange.api.ok<unknown[]>('/casino-stream-monitor/flags', {})).length]).toEqual([auditBefore, monitorsBefore]);
    const saved = await exchange.api.ok<{ tableName: string }>('/casino-stream-monitor/save', { tableName: 'dragon tiger INTERNATIONAL', streamId: stream._id });
    expect(saved.tableName).toBe('Dragon Tiger International');
  });

  it('refuses a second monitor for a table that has one, on the Table field, and still lets that one be edited', async () => {
    const stream = await exchange.api.ok<{ _id: string }>('/event-stream/save', { ...STREAM, name: 'Cricket cam', kind: 'casino', targetType: 'casinoTable', targetId: 't6', targetName: 'Cricket 20-20' });
    const first = await exchange.api.ok<{ _id: string }>('/casino-stream-monitor/save', { tableName: 'Cricket 20-20', streamId: stream._id, flags: { autoplay: true } });
    const monitorsBefore = (await exchange.api.ok<unknown[]>('/casino-stream-monitor/flags', {})).length;
    const second = await exchange.api.call('/casino-stream-monitor/save', { tableName: 'cricket 20-20', streamId: stream._id, flags: { sound: true } });
    expect(second.status).toBe(409);
    expect(JSON.stringify(second.body)).toContain('"tableName":{"message":"Cricket 20-20 has a stream monitor already: edit that one."}');
    expect((await exchange.api.ok<unknown[]>('/casino-stream-monitor/flags', {})).length).toBe(monitorsBefore);
    const edited = await exchange.api.ok<{ _id: string; flags: Record<string, boolean> }>('/casino-stream-monitor/save', { _id: first._id, tableName: 'Cricket 20-20', streamId: stream._id, flags: { sound: true } });
    expect(edited).toMatchObject({ _id: first._id, flags: { sound: true, autoplay: false } });
  });

  it("audits a casino stream monitor by its table's name and its stream's name, never a bare stream id", async () => {
    const stream = await exchange.api.ok<{ _id: string }>('/event-stream/save', { ...STREAM, name: 'Andar cam', kind: 'casino', targetType: 'casinoTable', targetId: 't7', targetName: 'Andar Bahar International' });
    const saved = await exchange.api.ok<{ _id: string }>('/casino-stream-monitor/save', { tableName: 'Andar Bahar International', streamId: stream._id, flags: { autoplay: true, showRound: true } });
    await exchange.api.ok('/casino-stream-monitor/save', { _id: saved._id, tableName: 'Andar Bahar International', streamId: stream._id, flags: { sound: true } });
    expect((await exchange.api.call('/casino-stream-monitor/delete', { _id: saved._id })).status).toBe(200);
    type Entry = { action: string; targetId: string | null; targetName: string | null; before: unknown; after: unknown };
    const audit = await exchange.api.ok<{ data: Entry[] }>('/audit-log-list', { length: 50 });
    const mine = audit.data.filter((a) => a.targetId === saved._id);
    expect(mine.map((a) => a.action).sort()).toEqual(['casinoStreamMonitor.create', 'casinoStreamMonitor.delete', 'casinoStreamMonitor.update']);
    for (const entry of mine) expect(entry.targetName, entry.action).toBe('Andar Bahar International');
    const on = (flags: string[]) => ({ autoplay: flags.includes('autoplay'), sound: flags.includes('sound'), showScore: false, showRound: flags.includes('showRound') });
    const update = mine.find((a) => a.action === 'casinoStreamMonitor.update');
    expect(update?.before).toEqual({ name: 'Andar Bahar International', streamName: 'Andar cam', flags: on(['autoplay', 'showRound']) });
    expect(update?.after).toEqual({ name: 'Andar Bahar International', streamName: 'Andar cam', flags: on(['sound']) });
    expect(mine.find((a) => a.action === 'casinoStreamMonitor.delete')?.before).toEqual({ name: 'Andar Bahar International', streamName: 'Andar cam', flags: on(['sound']) });
    expect(JSON.stringify(mine)).not.toContain(stream._id);
    // Each field recorded is one the Audit screen shows, in words.
    const shown = AUDIT_ACTIONS['casinoStreamMonitor.update'].fields;
    expect(Object.keys(update?.after as object).map((key) => (key in shown ? shown[key as keyof typeof shown].label : key))).toEqual(['Table', 'Stream', 'On']);
  });

  it('refuses a casino stream monitor for a stream that does not exist, writing and auditing nothing', async () => {
    const auditCount = async () => (await exchange.api.ok<{ recordsTotal: number }>('/audit-log-list', { length: 1 })).recordsTotal;
    const monitors = async () => (await exchange.api.ok<unknown[]>('/casino-stream-monitor/flags', {})).length;
    const [auditBefore, monitorsBefore] = [await auditCount(), await monitors()];
    const missing = await exchange.api.call('/casino-stream-monitor/save', { tableName: 'Nowhere', streamId: '0123456789abcdef01234567', flags: { sound: true } });
    expect(missing.status).toBe(404);
    expect([await auditCount(), await monitors()]).toEqual([auditBefore, monitorsBefore]);
  });

  it('refuses a second stream app of the same name on its Name field, writing nothing', async () => {
    await exchange.api.ok('/stream-app/save', { name: 'Twin feed', kind: 'sports' });
    const twin = await exchange.api.call('/stream-app/save', { name: 'twin FEED', kind: 'casino' });
    expect(twin.status).toBe(409);
    expect(JSON.stringify(twin.body)).toContain('"name":{"message":"A stream app named Twin feed exists already."}');
    const apps = await exchange.api.ok<Array<{ name: string }>>('/stream-app/list', {});
    expect(apps.filter((a) => a.name.toLowerCase() === 'twin feed')).toHaveLength(1);
  });
});
