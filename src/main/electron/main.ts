import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConsoleConfig } from '../config';
import { createConsoleCore } from '../core/create-console-core';
import { startElectronApp } from './start-electron-app';

/** Electron's entry (built to out/main/index.js). The logic lives in start-electron-app.ts. */
startElectronApp({
  readConfig: readConsoleConfig,
  createConsoleCore,
  env: process.env,
  outDir: dirname(dirname(fileURLToPath(import.meta.url))),
});
