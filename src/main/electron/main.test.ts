import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readConsoleConfig } from '../config';
import { createConsoleCore } from '../core/create-console-core';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron);
const start = vi.hoisted(() => vi.fn());
vi.mock('./start-electron-app', () => ({ startElectronApp: start }));

describe("Electron's entry", () => {
  it('starts the app with the real configuration reader and core, and the build directory beside it', async () => {
    await import('./main');
    expect(start).toHaveBeenCalledTimes(1);
    const options = start.mock.calls[0]?.[0];
    expect(options.readConfig).toBe(readConsoleConfig);
    expect(options.createConsoleCore).toBe(createConsoleCore);
    expect(options.env).toBe(process.env);
    // Built to out/main/index.js, so the parent of its directory is out/ (here: src/).
    expect(options.outDir).toBe(resolve(dirname(import.meta.dirname)));
  });
});
