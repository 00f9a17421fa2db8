import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { openSettingsStore } from './settings-store';
import { tableLayoutHandlers } from './table-layouts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const signedIn = (id: string): SessionState => ({
  status: 'loggedIn',
  user: { id, userName: id, role: 'admin' },
  permissions: {},
  expiresAt: Date.now() + 60_000,
  tokenStorage: 'memory',
});
const context = { windowId: 'w1' } as never;
const layout = { columnVisibility: { status: false }, columnOrder: ['userName', 'name'], columnSizing: { name: 240 } };

describe('table layouts in the settings store', () => {
  it('keeps a layout per user and table, across a restart of the console', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-layouts-'));
    dirs.push(dir);
    let state = signedIn('u1');
    const handlers = tableLayoutHandlers({ settings: await openSettingsStore(dir), session: { getState: () => state } });
    await handlers['preferences.saveTableLayout']?.({ tableId: 'traders', layout }, context);

    const reopened = tableLayoutHandlers({ settings: await openSettingsStore(dir), session: { getState: () => state } });
    expect(await reopened['preferences.tableLayout']?.({ tableId: 'traders' }, context)).toEqual({ ok: true, data: layout });
    expect(await reopened['preferences.tableLayout']?.({ tableId: 'staff' }, context)).toMatchObject({ ok: true, data: { columnOrder: [] } });

    state = signedIn('u2');
    expect(await reopened['preferences.tableLayout']?.({ tableId: 'traders' }, context)).toMatchObject({ ok: true, data: { columnOrder: [] } });
  });

  it('refuses when nobody is signed in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-layouts-'));
    dirs.push(dir);
    const handlers = tableLayoutHandlers({ settings: await openSettingsStore(dir), session: { getState: () => ({ status: 'loggedOut' }) } });
    expect(await handlers['preferences.tableLayout']?.({ tableId: 'traders' }, context)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });
});
