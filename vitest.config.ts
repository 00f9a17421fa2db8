import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A test that seeds or plays many rounds takes a second alone and several on a loaded two-core machine.
          testTimeout: 30_000,
          // Files share their worker instead of each starting one and importing the contract and the demo exchange
          // again: the unit run takes half the time (2.3 min against 4.9 on two cores). A test therefore leaves no
          // global state behind (real timers restored, no stubbed global or environment left); the suite passes
          // in shuffled file orders (`npx vitest run --project unit --sequence.shuffle.files`).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // What the page shows comes from the main core and the exchange: on a busy two-core machine that can
          // take longer than expect.poll's default second. Same bound as a Playwright step (use-console.ts).
          expect: { poll: { timeout: 20_000, interval: 50 } },
          // Each file starts its own browser host, demo exchange and Chromium; two cores fit two at once.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          // The platform benchmark (`npm run bench`): figures, not a timed test; alone on the machine.
          name: 'bench',
          include: ['tests/bench/**/*.bench-run.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
