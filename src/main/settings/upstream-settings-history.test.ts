import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { UpstreamChange } from '@shared/contract/upstream-settings';
import { openUpstreamSettingsHistory, UPSTREAM_HISTORY_FILE, UPSTREAM_HISTORY_LIMIT } from './upstream-settings-history';
import { useTempDirs } from './temp-dirs';

const freshDir = useTempDirs('console-upstream-history-');

const change = (n: number): UpstreamChange => ({ at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(), by: 'admin', upstream: 'gameProvider', change: `Change ${n}` });

describe('the upstream settings history', () => {
  it('starts empty without a file', async () => {
    expect((await openUpstreamSettingsHistory(freshDir(), vi.fn())).list()).toEqual([]);
  });

  it('lists the entries newest first, and the next run reads them back from an owner-only file', async () => {
    const dir = freshDir();
    const history = await openUpstreamSettingsHistory(dir, vi.fn());
    await history.append(change(1));
    await history.append(change(2));
    expect(history.list()).toEqual([change(2), change(1)]);
    expect((await openUpstreamSettingsHistory(dir, vi.fn())).list()).toEqual([change(2), change(1)]);
    expect(statSync(join(dir, UPSTREAM_HISTORY_FILE)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([UPSTREAM_HISTORY_FILE]);
  });

  it(`keeps the newest ${UPSTREAM_HISTORY_LIMIT} entries`, async () => {
    const dir = freshDir();
    const history = await openUpstreamSettingsHistory(dir, vi.fn());
    for (let n = 1; n <= UPSTREAM_HISTORY_LIMIT + 2; n++) await history.append(change(n));
    const kept = (await openUpstreamSettingsHistory(dir, vi.fn())).list();
    expect(kept).toHaveLength(UPSTREAM_HISTORY_LIMIT);
    expect(kept[0]).toEqual(change(UPSTREAM_HISTORY_LIMIT + 2));
    expect(kept.at(-1)).toEqual(change(3));
  });

  it.each([
    ['not JSON', '{ broken'],
    ['the wrong shape', JSON.stringify({ entries: [{ at: 1 }] })],
  ])('starts empty from a file that is %s, keeping it as .bak', async (_case, content) => {
    const dir = freshDir();
    writeFileSync(join(dir, UPSTREAM_HISTORY_FILE), content);
    const log = vi.fn();
    const history = await openUpstreamSettingsHistory(dir, log);
    expect(history.list()).toEqual([]);
    expect(readFileSync(join(dir, `${UPSTREAM_HISTORY_FILE}.bak`), 'utf8')).toBe(content);
    expect(log).toHaveBeenCalledOnce();
    await history.append(change(1));
    expect((await openUpstreamSettingsHistory(dir, log)).list()).toEqual([change(1)]);
  });

  it('keeps a change listed, and logs, when the file cannot be written', async () => {
    const dir = freshDir();
    const log = vi.fn();
    const history = await openUpstreamSettingsHistory(dir, log);
    rmSync(dir, { recursive: true, force: true });
    await expect(history.append(change(1))).resolves.toBeUndefined();
    expect(history.list()).toEqual([change(1)]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not record an upstream settings change'));
  });
});
