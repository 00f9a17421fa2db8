import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { staticBridgeManifest } from './vite.browser.config';

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/electron/main.ts'),
          'browser-host': resolve(import.meta.dirname, 'src/main/browser-host/main.ts'),
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
    plugins: [react()],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
    },
  },
});
