import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openSettingsStore } from './settings-store';
import { useTempDirs } from './temp-dirs';

const freshDir = useTempDirs('console-settings-');

const session = { role: 'admin', id: 'u1', userName: 'admin' };

describe('the settings store', () => {
  it('starts empty without a file, and creates the data dir', async () => {
    const dir = join(freshDir(), 'nested', 'data');
    const store = await openSettingsStore(dir);
    expect(store.get('session')).toBeUndefined();
  });

  it('writes a section to settings.json and reads it back in the next run', async () => {
    const dir = freshDir();
    await (await openSettingsStore(dir)).update('session', session);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ session });
    expect((await openSettingsStore(dir)).get('session')).toEqual(session);
  });

  it('removes a section updated to undefined', async () => {
    const dir = freshDir();
    const store = await openSettingsStore(dir);
    await store.update('session', session);
    await store.update('session', undefined);
    expect(store.get('session')).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({});
  });

  it('applies quick successive updates in order and leaves no temporary files', async () => {
    const dir = freshDir();
    const store = await openSettingsStore(dir);
    await Promise.all([store.update('session', session), store.update('session', { ...session, id: 'u2' })]);
    expect((await openSettingsStore(dir)).get('session')?.id).toBe('u2');
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('keeps sections it does not know (written by a newer console)', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ workspaces: [{ name: 'Desk' }] }));
    const store = await openSettingsStore(dir);
    await store.update('session', session);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ workspaces: [{ name: 'Desk' }], session });
  });

  it.each([
    ['not JSON', '{ broken'],
    ['the wrong shape', JSON.stringify({ session: { role: 1 } })],
    ['not an object', '[]'],
  ])('starts fresh from a file that is %s, keeping it as settings.json.bak', async (_case, content) => {
    const dir = freshDir();
    writeFileSync(join(dir, 'settings.json'), content);
    const log = vi.fn();
    const store = await openSettingsStore(dir, log);
    expect(store.get('session')).toBeUndefined();
    expect(readFileSync(join(dir, 'settings.json.bak'), 'utf8')).toBe(content);
    expect(log).toHaveBeenCalledOnce();
  });
});
