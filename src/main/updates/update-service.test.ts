import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createUpdateService, machineId, type UpdateState, type Updater } from './update-service';

const feed = (yaml: string): typeof fetch => (async () => new Response(yaml, { status: 200 })) as unknown as typeof fetch;
const NEWER = 'version: 2.0.0\nreleaseNotes: Risk screen\nfiles:\n  - url: console-2.0.0.exe\n    sha512: abc\n';

const setup = (options: { automatic?: boolean; yaml?: string; download?: Updater['download'] } = {}) => {
  const states: UpdateState[] = [];
  const updater = { download: vi.fn(options.download ?? (async () => undefined)), installNow: vi.fn() };
  const service = createUpdateService({
    settings: { automatic: options.automatic ?? true, channel: 'stable', feedUrl: 'https://updates.example/console' },
    currentVersion: '1.0.0',
    dataDir: mkdtempSync(join(tmpdir(), 'console-update-')),
    platform: 'win32',
    fetch: feed(options.yaml ?? NEWER),
    updater,
    onState: (state) => states.push(state),
    log: () => undefined,
  });
  return { service, updater, states };
};

describe('the update service', () => {
  it('downloads a newer version, then says what is new and that it applies at the next restart', async () => {
    const { service, states, updater } = setup();
    await service.check();
    expect(states.map((s) => s.status)).toEqual(['downloading', 'ready']);
    expect(service.state()).toEqual({ status: 'ready', version: '2.0.0', notes: 'Risk screen', applies: 'on-next-restart' });
    expect(updater.installNow).not.toHaveBeenCalled();
  });

  it('never restarts by itself: only the user restarts, and only once an update is ready', async () => {
    const { service, updater } = setup();
    expect(service.restartNow()).toBe(false);
    await service.check();
    expect(updater.installNow).not.toHaveBeenCalled();
    expect(service.restartNow()).toBe(true);
    expect(updater.installNow).toHaveBeenCalledTimes(1);
  });

  it('does nothing at all when automatic updates are off', async () => {
    const { service, states, updater } = setup({ automatic: false });
    await service.check();
    expect(states).toEqual([]);
    expect(updater.download).not.toHaveBeenCalled();
  });

  it('says plainly when a download fails, and keeps running this version', async () => {
    const { service } = setup({ download: async () => Promise.reject(new Error('sha512 checksum mismatch')) });
    await service.check();
    expect(service.state()).toEqual({ status: 'failed', problem: 'The update to 2.0.0 could not be downloaded; the console keeps running this version.' });
  });

  it('keeps one machine id per installation, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-machine-'));
    const id = machineId(dir);
    expect(machineId(dir)).toBe(id);
    expect(statSync(join(dir, 'machine-id')).mode & 0o077).toBe(0);
  });
});
