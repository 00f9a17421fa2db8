import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/**
 * What removes a test's drawing after each test: Testing Library's cleanup, or the bridge helpers that call it
 * (stubBridgeForEachTest, and the stub…ForEachTest helpers built on it).
 */
const CLEANS_UP = /\bcleanup\b|\bstub\w*ForEachTest\b|\bsendOnlyBridge\b/;
/** What draws into the shared document. */
const DRAWS = /\brender(?:WithProviders|AsAdmin|InRouter)?\(/;

const componentTests = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentTests(path);
    return name.endsWith('.test.tsx') ? [path] : [];
  });

/** A file that draws and never cleans up: its drawing stays in the document the next file of its worker sees. */
export const leavesDrawings = (source: string): boolean => DRAWS.test(source) && !CLEANS_UP.test(source);

describe('component tests clean up after themselves', () => {
  // Unit files share their worker's document (isolate: false): a table left by one file made the next one's
  // `getByRole('cell')` find two cells, a failure only in some file orders.
  it('finds no component test that draws without removing what it drew', () => {
    const found = componentTests(SRC)
      .filter((file) => leavesDrawings(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(leavesDrawings("renderWithProviders(<Table />);\nexpect(screen.getByRole('cell'));")).toBe(true);
    expect(leavesDrawings("afterEach(cleanup);\nrender(<Table />);")).toBe(false);
  });
});
