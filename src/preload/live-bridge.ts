import type { LiveBatchInfo, LiveBridge, Unsubscribe } from '@shared/bridge/types';
import type { LiveBatch, LiveDelivery, LiveFilter } from '@shared/contract/live';

/** How a shell carries live subscriptions: Electron a MessagePort, the browser host its socket. */
export interface LiveTransport {
  subscribe(subId: string, topic: string, filter: unknown): void;
  unsubscribe(subId: string): void;
  /** Every batch of this window, in order; returns the unsubscribe. */
  onBatch(listener: (batch: LiveBatch) => void): Unsubscribe;
}

/**
 * `window.exchange.live`: subscribe(topic, filter, listener) → unsubscribe. Subscription ids are made
 * here; each batch is split by subscription and every listener gets its own part only.
 */
export function buildLiveBridge(transport: LiveTransport): LiveBridge {
  const listeners = new Map<string, (delivery: LiveDelivery, info: LiveBatchInfo) => void>();
  let counter = 0;
  const prefix = Math.random().toString(36).slice(2, 8);

  transport.onBatch((batch) => {
    const info: LiveBatchInfo = { n: batch.n, at: batch.at };
    for (const [subId, delivery] of batch.subs) {
      const listener = listeners.get(subId);
      if (!listener) continue;
      try {
        listener(delivery, info);
      } catch (error) {
        // One failing monitor must not starve the others; surface it like any page error.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  });

  return Object.freeze({
    subscribe(topic: string, filter: LiveFilter, listener: (delivery: LiveDelivery, info: LiveBatchInfo) => void): Unsubscribe {
      if (typeof listener !== 'function') throw new TypeError('live.subscribe needs a listener function.');
      const subId = `${prefix}-${(counter += 1)}`;
      // Copy: the caller's object could change (or be a proxy) after the call.
      const wrapped = (delivery: LiveDelivery, info: LiveBatchInfo) => listener(delivery, info);
      listeners.set(subId, wrapped);
      transport.subscribe(subId, String(topic), JSON.parse(JSON.stringify(filter ?? {})) as unknown);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        listeners.delete(subId);
        transport.unsubscribe(subId);
      };
    },
  }) as LiveBridge;
}
