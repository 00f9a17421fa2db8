import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from '../../e2e/support/console-host';

const CONFIG = resolve(import.meta.dirname, '../vite.baselines.config.ts');
const OUT_DIR = join(REPO_ROOT, 'out/bench-baselines');
const SERVED_DIR = join(REPO_ROOT, 'out/renderer/bench');

/** Where a baseline page opens, relative to the console's origin. */
export const baselinePath = (variant: 'naive' | 'ag-grid' | 'naive-risk'): string => `/bench/index.html?variant=${variant}`;

/**
 * Builds the baselines (out/bench-baselines) and puts them, for the benchmark's run only, where the browser
 * host already serves files: out/renderer/bench/. Same origin as the console, so the page gets the same
 * bridge (its index.html asks for /__bridge.js itself) with no change to the host. Returns the clean-up,
 * which deletes both copies: electron-builder packages out/**, and the baselines must never ship.
 */
export async function installBaselines(): Promise<() => Promise<void>> {
  await build({ configFile: CONFIG, logLevel: 'error' });
  await rm(SERVED_DIR, { recursive: true, force: true });
  await cp(OUT_DIR, SERVED_DIR, { recursive: true });
  return async () => {
    await rm(SERVED_DIR, { recursive: true, force: true });
    await rm(OUT_DIR, { recursive: true, force: true });
  };
}
