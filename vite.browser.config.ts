import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// Relative, not '@shared': the config is bundled before aliases exist. The contract uses only
// relative imports inside src/shared, so this loads it as the app does.
import { listBridgedOperations, listEventStreams } from './src/shared/contract';

const manifestModule = resolve(import.meta.dirname, 'src/preload/bridge-manifest.ts');

/**
 * Replaces src/preload/bridge-manifest.ts with its result as a constant: the bridge script then
 * carries channel names only, not the contract's zod schemas.
 */
export function staticBridgeManifest(): Plugin {
  const manifest = {
    calls: listBridgedOperations().map(({ area, name, channel }) => ({ area, name, channel })),
    events: listEventStreams().map(({ area, name, channel }) => ({ area, name, channel })),
  };
  return {
    name: 'static-bridge-manifest',
    enforce: 'pre',
    load(id) {
      if (id === manifestModule) return `export const bridgeManifest = () => (${JSON.stringify(manifest)});`;
      return undefined;
    },
  };
}

/** The browser host's stand-in for the preload: builds `window.exchange` over the host's WebSocket. */
export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  plugins: [staticBridgeManifest()],
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
