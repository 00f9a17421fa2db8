import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core, the reference accessibility engine, injected into the page under test. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Puts axe-core into the page once (a full load brings a new page; in-app navigation keeps it). */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ content: AXE_SOURCE });
}

/** The serious and critical violations axe finds on the page as it is now (WCAG 2 A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}
