import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The browser host's stand-in for the preload: builds `window.exchange` over the host's WebSocket. */
export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  build: {
    outDir: 'out/browser-bridge',
    emptyOutDir: true,
    lib: {
      entry: resolve(import.meta.dirname, 'src/preload/browser-bridge.ts'),
      formats: ['iife'],
      name: 'ExchangeBrowserBridge',
      fileName: () => 'bridge.js',
    },
  },
});
