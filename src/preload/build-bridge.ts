import { cancelledResult, readCallOptions, type CallCarriage } from '@shared/bridge/call-carriage';
import type { ExchangeBridge, Unsubscribe } from '@shared/bridge/types';
import { eventMethodName } from '@shared/bridge/types';
import type { Result } from '@shared/contract';
import { bridgeManifest, type BridgeManifest } from './bridge-manifest';
import { buildLiveBridge, type LiveTransport } from './live-bridge';

/** How a shell carries the bridge: Electron IPC in the preload, a WebSocket in the browser host. */
export interface BridgeTransport {
  /** `carriage.cancelled` settles when the caller aborts: the transport then tells main to abort the call. */
  invoke(channel: string, input: unknown, carriage: CallCarriage): Promise<unknown>;
  /** Delivers the payload only (never an IPC event object); returns the unsubscribe. */
  on(channel: string, listener: (payload: unknown) => void): Unsubscribe;
  /** Live subscriptions (ARCHITECTURE §5); without it `live.subscribe` delivers nothing. */
  live?: LiveTransport;
}

export const LOST_CONNECTION_MESSAGE = 'The console lost its connection to its main process.';

const lostConnection = (): Result<never> => ({ ok: false, error: { kind: 'network', message: LOST_CONNECTION_MESSAGE } });

/**
 * Builds `window.exchange` from the contract: one named method per bridged operation and one
 * `on<Name>` per event stream. There is deliberately no generic `invoke(channel)`: the renderer can
 * reach exactly the operations the contract marks as bridged, nothing else.
 */
export function buildBridge(transport: BridgeTransport, manifest: BridgeManifest = bridgeManifest()): ExchangeBridge {
  const bridge: Record<string, Record<string, unknown>> = {};
  const areaOf = (area: string): Record<string, unknown> => (bridge[area] ??= {});

  for (const { area, name, channel } of manifest.calls) {
    areaOf(area)[name] = async (input?: unknown, options?: unknown): Promise<unknown> => {
      const call = readCallOptions(options);
      if (call.aborted) return cancelledResult();
      const { cancelled } = call.carriage;
      try {
        // Errors resolve, they do not leak: a dead transport is a 'network' Result like any other.
        const answer = transport.invoke(channel, input, call.carriage);
        // An aborted call resolves at once: its caller has moved on, whatever main answers later.
        return await (cancelled ? Promise.race([answer, cancelled.then(cancelledResult)]) : answer);
      } catch {
        return lostConnection();
      }
    };
  }

  for (const { area, name, channel } of manifest.events) {
    areaOf(area)[eventMethodName(name)] = (listener: unknown): Unsubscribe => {
      if (typeof listener !== 'function') throw new TypeError(`${area}.${eventMethodName(name)} needs a listener function.`);
      // Wrap so the renderer's function never receives more than the payload.
      return transport.on(channel, (payload) => (listener as (p: unknown) => void)(payload));
    };
  }

  const live = buildLiveBridge(transport.live ?? { subscribe: () => undefined, unsubscribe: () => undefined, onBatch: () => () => undefined });
  bridge.live = { subscribe: live.subscribe };

  for (const area of Object.values(bridge)) Object.freeze(area);
  return Object.freeze(bridge) as unknown as ExchangeBridge;
}
