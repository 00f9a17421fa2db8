import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConsoleConfig, type ConsoleConfig } from '../config';
import { createConsoleCore } from '../core/create-console-core';
import { createElectronUpdater } from './electron-updater';
import { startElectronApp } from './start-electron-app';

/** The Electron shell's core: the same main core, told it runs in Electron and lent electron-updater. */
export const createElectronCore = (config: ConsoleConfig) => createConsoleCore(config, { shell: 'electron', createUpdater: createElectronUpdater });

/** Electron's entry (built to out/main/index.js). The logic lives in start-electron-app.ts. */
startElectronApp({
  readConfig: readConsoleConfig,
  createConsoleCore: createElectronCore,
  env: process.env,
  outDir: dirname(dirname(fileURLToPath(import.meta.url))),
});
