import type { ExchangeBridge } from '@shared/bridge';

declare global {
  interface Window {
    /** The browser host's bridge, loaded by index.html from /__bridge.js. */
    readonly exchange: ExchangeBridge;
    /** What the benchmark reads back: live values received by this page. */
    __baseline?: { received: number };
  }
}

export {};
