import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/contract';
import { displayPreferencesPatchSchema } from '@shared/contract';
import { displayPreferencesHandlers } from './display-preferences';
import { openSettingsStore } from './settings-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const signedIn = (id: string): SessionState => ({ status: 'loggedIn', user: { id, userName: id, role: 'admin' }, permissions: {}, expiresAt: Date.now() + 60_000, tokenStorage: 'memory' });
const context = { windowId: 'w1' } as never;

describe('display preferences in the settings store', () => {
  it('keeps grouping, time zone and colour scheme per user across a restart, and tells the other windows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-display-'));
    dirs.push(dir);
    let state = signedIn('u1');
    const told: unknown[] = [];
    const handlers = displayPreferencesHandlers({ settings: await openSettingsStore(dir), session: { getState: () => state }, written: (tags) => told.push(tags) });
    expect(await handlers['preferences.display']?.(undefined, context)).toEqual({ ok: true, data: { grouping: 'indian', timeZone: null, colorScheme: 'auto' } });
    await handlers['preferences.saveDisplay']?.({ colorScheme: 'dark' }, context);
    await handlers['preferences.saveDisplay']?.({ grouping: 'international', timeZone: 'Europe/London' }, context);
    expect(told).toEqual([['preferences'], ['preferences']]);

    const reopened = displayPreferencesHandlers({ settings: await openSettingsStore(dir), session: { getState: () => state } });
    expect(await reopened['preferences.display']?.(undefined, context)).toEqual({ ok: true, data: { grouping: 'international', timeZone: 'Europe/London', colorScheme: 'dark' } });
    state = signedIn('u2');
    expect(await reopened['preferences.display']?.(undefined, context)).toMatchObject({ ok: true, data: { colorScheme: 'auto' } });
    state = { status: 'loggedOut' } as SessionState;
    expect(await reopened['preferences.display']?.(undefined, context)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('keeps a dismissed keychain notice dismissed after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-display-'));
    dirs.push(dir);
    const session = { getState: () => signedIn('u1') };
    await displayPreferencesHandlers({ settings: await openSettingsStore(dir), session })['preferences.saveDisplay']?.({ keychainNoticeDismissed: true }, context);
    const reopened = displayPreferencesHandlers({ settings: await openSettingsStore(dir), session });
    expect(await reopened['preferences.display']?.(undefined, context)).toMatchObject({ ok: true, data: { keychainNoticeDismissed: true } });
  });

  it('accepts only time zones the runtime knows', () => {
    expect(displayPreferencesPatchSchema.safeParse({ timeZone: 'Asia/Kolkata' }).success).toBe(true);
    expect(displayPreferencesPatchSchema.safeParse({ timeZone: 'Mars/Olympus' }).success).toBe(false);
  });
});
