import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConsoleConfig, type ConsoleConfig } from '../config';
import { createConsoleCore } from '../core/create-console-core';
import { createElectronUpdater } from './electron-updater';
import { startElectronApp } from './start-electron-app';

const outDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** The demo's test streams: packaged as an extra resource, or in the checkout when run from it. */
const demoMediaDir = (): string => {
  const packaged = join(process.resourcesPath ?? '', 'demo-streams');
  return existsSync(packaged) ? packaged : join(outDir, '..', 'resources', 'demo-streams');
};

/** The Electron shell's core: the same main core, told it runs in Electron and lent electron-updater. */
export const createElectronCore = (config: ConsoleConfig) =>
  createConsoleCore(config, {
    shell: 'electron',
    createUpdater: createElectronUpdater,
    demoMediaDir: demoMediaDir(),
    demoSettlementWorker: join(outDir, 'main', 'settlement-worker.js'),
    demoWorker: join(outDir, 'main', 'demo-exchange-worker.js'),
  });

/** Electron's entry (built to out/main/index.js). The logic lives in start-electron-app.ts. */
startElectronApp({
  readConfig: readConsoleConfig,
  createConsoleCore: createElectronCore,
  env: process.env,
  outDir,
});
