import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { installCrashLog } from './crash-log';
import { createLogger } from './logger';

describe('crash log of the main process', () => {
  it('writes an uncaught exception with its stack to the redacted log, then ends the process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-crash-'));
    const log = createLogger({ dataDir });
    const exit = vi.fn();
    const before = new Set(process.listeners('uncaughtException'));
    installCrashLog(log, exit);
    const handler = process.listeners('uncaughtException').find((listener) => !before.has(listener));
    handler?.(new Error('boom with Bearer abc.def.ghi'), 'uncaughtException');
    const text = readFileSync(log.file, 'utf8');
    expect(text).toContain('crash: uncaught exception: Error: boom with Bearer [redacted]');
    expect(text).toContain('crash-log.test.ts');
    expect(exit).toHaveBeenCalledWith(1);
    process.removeListener('uncaughtException', handler as never);
    for (const listener of process.listeners('unhandledRejection')) if (!before.has(listener as never)) process.removeListener('unhandledRejection', listener);
  });
});
