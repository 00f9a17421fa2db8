import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { DEFAULT_API_PREFIX } from '@shared/contract';
import type { ConsoleConfig } from '../config';
import { createMemoryTokenStore } from '../session/token-store';
import { createConsoleCore, type CoreDependencies } from './create-console-core';

/**
 * Test support: console cores started by a test file's tests, each on a fresh data directory. After each
 * test, what it started is disposed and removed, newest first.
 */
export const useTestCores = () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Runs `cleanup` after the current test, before what was registered earlier. */
  const afterTest = (cleanup: () => unknown): void => void cleanups.push(cleanup);

  /** A config in demo mode (no exchange URL) on a fresh data directory; `overrides` change any of it. */
  const freshConfig = (overrides: Partial<ConsoleConfig> = {}): ConsoleConfig => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-core-'));
    afterTest(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir, consolePort: 0, apiPrefix: DEFAULT_API_PREFIX, pathMap: {}, requestTimeoutMs: 5000, demo: { port: 0 }, ...overrides };
  };

  /** A core on `config` that logs nothing and keeps tokens in memory, unless `overrides` say otherwise. */
  const start = async (config: ConsoleConfig, overrides: Partial<CoreDependencies> = {}) => {
    const core = await createConsoleCore(config, { log: () => {}, createTokenStore: createMemoryTokenStore, ...overrides });
    afterTest(() => core.dispose());
    return core;
  };

  return { afterTest, freshConfig, start };
};
