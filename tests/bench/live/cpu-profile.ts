import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/** Where `BENCH_CPU_PROFILE` asks for each window's CPU profile while streaming (open them in Chromium's DevTools). */
export const cpuProfileDir = (): string | undefined => process.env.BENCH_CPU_PROFILE || undefined;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[]; timeDeltas?: number[] };

export async function startCpuProfile(session: CDPSession): Promise<void> {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
}

/** The functions that took most time themselves (self time), one line each, for the bench's output. */
export const topSelfTime = (profile: Profile, count = 12): string[] => {
  const total = profile.endTime - profile.startTime;
  const selfByNode = new Map<number, number>();
  (profile.samples ?? []).forEach((node, i) => selfByNode.set(node, (selfByNode.get(node) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = url ? `${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfByNode.get(node.id) ?? 0));
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
};

/** Stops the profile, writes it to `dir/name.cpuprofile` and answers its top self times. */
export async function stopCpuProfile(session: CDPSession, dir: string, name: string): Promise<string[]> {
  const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  return topSelfTime(profile);
}

/**
 * When `BENCH_CPU_PROFILE` is set, profiles the page until the answered `stop` is called, which prints the
 * page's top self times under `name`; otherwise `stop` does nothing.
 */
export async function profilePageIfAsked(page: Page, name: string): Promise<() => Promise<void>> {
  const dir = cpuProfileDir();
  if (!dir) return async () => undefined;
  const session = await page.context().newCDPSession(page);
  await startCpuProfile(session);
  return async () => console.log([`Most self time in the page (profile in ${dir}/${name}.cpuprofile):`, ...(await stopCpuProfile(session, dir, name))].join('\n  '));
}
