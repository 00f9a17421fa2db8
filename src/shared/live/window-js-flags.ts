/**
 * V8 flags for the console's windows. Electron hands them to every renderer (`js-flags`, set before the
 * app is ready); the tests and benchmarks launch Chromium with the same, so what they measure is what a
 * user runs.
 *
 * `--no-memory-reducer`: V8's memory reducer collects the whole heap, compacting it, whenever a page's
 * allocation rate drops for a moment, to give memory back to a phone or a background tab. A live monitor
 * is never idle for long, and such a collection stops its window for 40-65 ms: most of the long tasks left
 * in the live risk benchmark (docs/risk.md) were these. The console's windows are small (about 13 MB of heap each, on
 * workstations with many gigabytes), so they keep their memory and V8's ordinary, incremental collections.
 */
export const WINDOW_JS_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** The value of Chromium's `--js-flags` switch. */
export const windowJsFlags = (): string => WINDOW_JS_FLAGS.join(' ');
