import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repo = resolve(import.meta.dirname, '../..');

/** Where the baselines are built: never out/renderer (the product) and never by `npm run build`; the benchmark deletes it after its run. */
export const BASELINES_OUT_DIR = resolve(repo, 'out/bench-baselines');
/** Served by the browser host under this path while the benchmark runs (see live/baselines-site.ts). */
export const BASELINES_BASE = '/bench/';

/**
 * The live monitors benchmark's baselines (tests/bench/live/baselines): a page of their own, built only
 * by the benchmark, with the renderer's aliases so that they format values exactly as the monitor does.
 */
export default defineConfig({
  root: resolve(import.meta.dirname, 'live/baselines'),
  base: BASELINES_BASE,
  resolve: {
    alias: { '@shared': resolve(repo, 'src/shared'), '@renderer': resolve(repo, 'src/renderer') },
  },
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: BASELINES_OUT_DIR, emptyOutDir: true, minify: true, chunkSizeWarningLimit: 4_000 },
});
