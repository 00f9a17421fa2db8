import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readConsoleConfig } from '../config';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectron);
// electron-updater loads the real electron module: the entry only hands its factory to the core.
vi.mock('./electron-updater', () => ({ createElectronUpdater: vi.fn() }));
const core = vi.hoisted(() => vi.fn());
vi.mock('../core/create-console-core', () => ({ createConsoleCore: core }));
const start = vi.hoisted(() => vi.fn());
vi.mock('./start-electron-app', () => ({ startElectronApp: start }));

describe("Electron's entry", () => {
  it('starts the app with the real configuration reader, the core lent electron-updater, and the build directory beside it', async () => {
    await import('./main');
    expect(start).toHaveBeenCalledTimes(1);
    const options = start.mock.calls[0]?.[0];
    expect(options.readConfig).toBe(readConsoleConfig);
    await options.createConsoleCore({ dataDir: '/d' });
    const { createElectronUpdater } = await import('./electron-updater');
    // Run from the checkout (no packaged resources): the demo's streams come from its resources/ folder.
    expect(core).toHaveBeenCalledWith(
      { dataDir: '/d' },
      {
        shell: 'electron',
        createUpdater: createElectronUpdater,
        demoMediaDir: resolve(dirname(import.meta.dirname), '..', 'resources', 'demo-streams'),
        demoSettlementWorker: resolve(dirname(import.meta.dirname), 'main', 'settlement-worker.js'),
        demoWorker: resolve(dirname(import.meta.dirname), 'main', 'demo-exchange-worker.js'),
      },
    );
    expect(options.env).toBe(process.env);
    // Built to out/main/index.js, so the parent of its directory is out/ (here: src/).
    expect(options.outDir).toBe(resolve(dirname(import.meta.dirname)));
  });
});
