import type { ExchangeBridge } from '@shared/bridge/types';

/**
 * What the tests read of the page's globals. The Node tsconfig has no DOM library (on purpose: main code
 * must not see `window`), so callbacks passed to `page.evaluate` cast `globalThis` to this shape.
 * The cast is erased at build time, so the serialised callback stays plain JavaScript.
 */
export interface PageGlobals {
  exchange: ExchangeBridge;
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  document: { cookie: string; title: string; documentElement: { outerHTML: string } };
  performance: { now(): number };
}

interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}
