import { z } from 'zod';

/**
 * Faults a test can switch on at run time through POST /__demo/faults. A later fault (dropped sockets,
 * expired tokens) adds a field here, a counter in the state, and one check where the server applies it.
 */
export const faultSettingsSchema = z.strictObject({
  /** Added before every API call's answer, until changed. */
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  /** The next N API calls answer 503. */
  fail5xx: z.number().int().min(0).max(100_000).optional(),
  /** The next N authenticated API calls answer 401. */
  unauthorized: z.number().int().min(0).max(100_000).optional(),
  /** Live feed (issue 5): cuts every live socket now, as a network failure would (one-shot). */
  dropLiveSockets: z.literal(true).optional(),
  /** Live feed: the next N live-socket connections are refused (503), so reconnecting takes a few tries. */
  refuseLiveSockets: z.number().int().min(0).max(1_000).optional(),
  /** Clears every fault first (other fields in the same body then apply). */
  reset: z.literal(true).optional(),
});
export type FaultSettings = z.infer<typeof faultSettingsSchema>;

export interface FaultState {
  latencyMs: number;
  fail5xx: number;
  unauthorized: number;
}

export interface Faults {
  configure(settings: FaultSettings): FaultState;
  snapshot(): FaultState;
  /** Waits the injected latency; true when this call must answer 503 (one of the N is used up). */
  beforeApiCall(): Promise<boolean>;
  /** True when this authenticated call must answer 401 (one of the N is used up). */
  takeUnauthorized(): boolean;
  /** True when this live-socket connection must be refused (one of the N is used up). */
  takeLiveRefusal(): boolean;
  /** Called when a test asks to cut the live sockets; returns its unsubscribe. */
  onDropLiveSockets(listener: () => void): () => void;
  /** Cuts pending latency short, so close() does not wait for it. */
  dispose(): void;
}

const noFaults = (): FaultState => ({ latencyMs: 0, fail5xx: 0, unauthorized: 0 });

export const createFaults = (): Faults => {
  let state = noFaults();
  // Live-feed faults are actions and a counter of their own, outside the answered state (kept as it was).
  let liveRefusals = 0;
  const dropListeners = new Set<() => void>();
  const pending = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => (pending.delete(entry), resolve()), ms), resolve };
      pending.add(entry);
    });

  return {
    configure(settings) {
      const { reset, dropLiveSockets, refuseLiveSockets, ...changes } = settings;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      state = { ...(reset ? noFaults() : state), ...defined };
      if (reset) liveRefusals = 0;
      if (refuseLiveSockets !== undefined) liveRefusals = refuseLiveSockets;
      if (dropLiveSockets) for (const listener of [...dropListeners]) listener();
      return { ...state };
    },
    snapshot: () => ({ ...state }),
    async beforeApiCall() {
      if (state.latencyMs > 0) await delay(state.latencyMs);
      if (state.fail5xx <= 0) return false;
      state.fail5xx -= 1;
      return true;
    },
    takeUnauthorized() {
      if (state.unauthorized <= 0) return false;
      state.unauthorized -= 1;
      return true;
    },
    takeLiveRefusal() {
      if (liveRefusals <= 0) return false;
      liveRefusals -= 1;
      return true;
    },
    onDropLiveSockets(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
    dispose() {
      for (const entry of pending) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      pending.clear();
    },
  };
};
