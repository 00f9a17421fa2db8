import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Issue {
  id: string;
  severity: string;
  file: string;
  line: number;
}
interface Exception {
  id: string;
  file: string;
  reason: string;
}
const gate = createRequire(import.meta.url)('./gate.cjs') as {
  scan(input: string): Promise<Issue[]>;
  judge(issues: Issue[], exceptions: Exception[]): { failing: Issue[]; stale: Exception[] };
};

/** A tiny Electron app with the classic mistakes, as a developer might write it. */
const carelessApp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  mkdirSync(join(dir, 'main'));
  writeFileSync(
    join(dir, 'main', 'window.ts'),
    [
      "import { BrowserWindow } from 'electron';",
      'export const open = () =>',
      '  new BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true, sandbox: false } });',
    ].join('\n'),
  );
  return dir;
};

const REVIEWED = 'Reviewed: the preload exposes only the contract bridge, nothing generic.';

describe('the Electronegativity gate', () => {
  it('passes our sources: every medium or higher finding is fixed or excepted with a reason', async () => {
    const { exceptions } = (await import('../../security/electronegativity-exceptions.json')).default as { exceptions: Exception[] };
    const issues = await gate.scan(join(import.meta.dirname, '..', '..', 'src'));
    expect(gate.judge(issues, exceptions)).toEqual({ failing: [], stale: [] });
  }, 60_000);

  it('fails an app without context isolation, the sandbox, navigation limits or a permission handler', async () => {
    const { failing } = gate.judge(await gate.scan(carelessApp()), []);
    const where = failing.map((issue) => `${issue.id} ${issue.file}`);
    expect(where).toEqual(
      expect.arrayContaining([
        'CONTEXT_ISOLATION_JS_CHECK main/window.ts',
        'SANDBOX_JS_CHECK main/window.ts',
        'AUXCLICK_JS_CHECK main/window.ts',
        'LIMIT_NAVIGATION_GLOBAL_CHECK .',
        'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK .',
      ]),
    );
  }, 60_000);

  it('accepts an exception only with a reason, and reports one that matches nothing', () => {
    const issue = { id: 'PRELOAD_JS_CHECK', severity: 'MEDIUM', file: 'main/a.ts', line: 1 };
    expect(gate.judge([issue], [{ id: 'PRELOAD_JS_CHECK', file: 'main/a.ts', reason: REVIEWED }])).toEqual({ failing: [], stale: [] });
    expect(() => gate.judge([issue], [{ id: 'PRELOAD_JS_CHECK', file: 'main/a.ts', reason: 'ok' }])).toThrow(/reason/);
    expect(gate.judge([], [{ id: 'X', file: 'main/b.ts', reason: REVIEWED }]).stale).toHaveLength(1);
    expect(gate.judge([{ ...issue, severity: 'LOW' }], []).failing).toEqual([]);
  });
});
