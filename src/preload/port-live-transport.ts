import type { LiveBatch } from '@shared/contract/live';
import type { LiveTransport } from './live-bridge';

/** The part of a DOM MessagePort the transport uses. */
export interface PortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** What the window sends on its port (validated again by the main core). */
export type PortMessage = { t: 'subscribe'; subId: string; topic: string; filter: unknown } | { t: 'unsubscribe'; subId: string };

export const LIVE_CONNECT_CHANNEL = 'live.connect';
export const LIVE_PORT_CHANNEL = 'live.port';

/**
 * Electron's live transport: a MessagePort of this window's own, asked for on the first subscription (a
 * window that shows no live data never gets one). Subscriptions made before it arrives wait; when a new
 * port arrives every current subscription is sent on it.
 */
export function createPortLiveTransport(options: { requestPort(): void; onPort(listener: (port: PortLike) => void): void }): LiveTransport {
  const subs = new Map<string, { topic: string; filter: unknown }>();
  const listeners = new Set<(batch: LiveBatch) => void>();
  let port: PortLike | undefined;
  let requested = false;

  options.onPort((next) => {
    port = next;
    next.onmessage = (event) => {
      for (const listener of [...listeners]) listener(event.data as LiveBatch);
    };
    for (const [subId, { topic, filter }] of subs) next.postMessage({ t: 'subscribe', subId, topic, filter } satisfies PortMessage);
  });

  const post = (message: PortMessage) => {
    if (port) port.postMessage(message);
    else if (!requested) {
      requested = true;
      options.requestPort();
    }
  };

  return {
    subscribe(subId, topic, filter) {
      subs.set(subId, { topic, filter });
      post({ t: 'subscribe', subId, topic, filter });
    },
    unsubscribe(subId) {
      if (!subs.delete(subId)) return;
      if (port) port.postMessage({ t: 'unsubscribe', subId } satisfies PortMessage);
    },
    onBatch(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
