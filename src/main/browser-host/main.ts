import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConsoleConfig } from '../config';
import { createConsoleCore } from '../core/create-console-core';
import { startBrowserHost } from './server';

/**
 * The browser shell's composition root (built to out/main/browser-host.js): the same main core as
 * Electron, its renderer served on 127.0.0.1, the bridge over a WebSocket.
 * It prints the launch URL (it carries the per-launch secret: that is its purpose) and no other secret.
 */
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = readConsoleConfig(process.env);
  // The demo's test streams, from the checkout (npm run start:browser runs from it).
  const core = await createConsoleCore(config, {
    demoMediaDir: resolve(outDir, '..', 'resources', 'demo-streams'),
    demoSettlementWorker: resolve(outDir, 'main', 'settlement-worker.js'),
    demoWorker: resolve(outDir, 'main', 'demo-exchange-worker.js'),
  });
  const host = await startBrowserHost({
    core,
    port: config.consolePort,
    rendererDir: resolve(outDir, 'renderer'),
    bridgeScriptPath: resolve(outDir, 'browser-bridge', 'bridge.js'),
  }).catch(async (error: unknown) => {
    await core.dispose();
    throw error;
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void host
      .close()
      .then(() => core.dispose())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Console stopped with an error: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  if (core.demo) console.log(`Demo exchange at ${core.demo.origin}`);
  console.log(`Console ready at ${host.url}`);
}

main().catch((error: unknown) => {
  // The message only: configuration errors name the variable, and a stack helps nobody here.
  console.error(`Console failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
