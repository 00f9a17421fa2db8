import type { ExchangeBridge } from '@shared/bridge';

declare global {
  interface Window {
    /** Installed by the Electron preload or the browser host's bridge script; read it only through app/exchange.ts. */
    readonly exchange: ExchangeBridge;
  }
}

export {};
