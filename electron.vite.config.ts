import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { staticBridgeManifest } from './vite.browser.config';

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

/**
 * Absolute asset URLs: a reload at /dashboard/market-management must still find /assets/. Both shells serve the
 * renderer at the root of its origin (app://console/, http://127.0.0.1:<port>/), and the CSP's base-uri 'none'
 * forbids fixing relative URLs with a <base> element. electron-vite forces base './' for production builds in a
 * 'pre' config hook; this later hook sets it back.
 */
const absoluteAssetUrls = (): Plugin => ({ name: 'absolute-asset-urls', config: () => ({ base: '/' }) });

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/electron/main.ts'),
          'browser-host': resolve(import.meta.dirname, 'src/main/browser-host/main.ts'),
          // The demo exchange's settlement runs in this worker thread (src/demo-exchange/settlement/settlement-runner.ts).
          'settlement-worker': resolve(import.meta.dirname, 'src/demo-exchange/settlement/settle-worker.ts'),
          // The demo exchange runs on its own thread (src/demo-exchange/worker/), as a remote exchange would.
          'demo-exchange-worker': resolve(import.meta.dirname, 'src/demo-exchange/worker/demo-worker.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    // Channel names as a constant: the preload does not need the contract's schemas.
    plugins: [staticBridgeManifest()],
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require anything but electron: bundle everything, as CommonJS.
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/electron-preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    resolve: { alias },
    plugins: [react(), absoluteAssetUrls()],
    build: {
      // electron-vite leaves the renderer unminified by default; minified, the login route is well under 200 KB gzipped.
      minify: true,
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
  },
});
