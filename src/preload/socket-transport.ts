import { unsendableResult, type CallCarriage } from '@shared/bridge/call-carriage';
import { MAX_BRIDGE_FRAME_BYTES } from '@shared/bridge/constants';
import type { ClientMessage, ServerMessage } from '@shared/bridge/protocol';
import { encodeFrame } from '@shared/bridge/socket-codec';
import type { LiveBatch, LiveDelivery } from '@shared/contract/live';
import type { BridgeTransport } from './build-bridge';
import type { LiveTransport } from './live-bridge';

/** The part of the browser's WebSocket the transport uses (a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SocketTransportOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Calls that tie this tab to state the host keeps per connection (which monitor it is, its colour
   * channel). The host sees a reconnected socket as a new window, so the latest call of each is made
   * again, before anything else, whenever a socket opens after a drop.
   */
  restoreOnReconnect?: readonly string[];
  /** The host's frame limit; a bigger call is refused here, never sent. */
  maxFrameBytes?: number;
  /**
   * Asked again whenever a socket opens after a drop, each answer handed to the listeners of its event as
   * if pushed (the session may have ended while the tab was away). Answers that are not ok are dropped.
   */
  resyncOnReconnect?: ReadonlyArray<{ readonly call: string; readonly event: string }>;
}


const OPEN = 1;

/** Each listener of a copy of the set (one may unsubscribe another); one failing must not starve the others: it surfaces like any page error. */
const callEach = <T>(listeners: Iterable<(payload: T) => void>, payload: T): void => {
  for (const listener of [...listeners]) {
    try {
      listener(payload);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
};

/** What a monitor says while its window has no connection to the console (the browser host's socket dropped). */
export const LOST_CONNECTION_MESSAGE = 'This window lost its connection to the console; reconnecting.';

export class ConnectionLostError extends Error {
  constructor() {
    super('The bridge socket closed.');
  }
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The browser host's bridge transport: one WebSocket per tab. Calls made before the socket opens
 * are queued; results are matched by id; a dropped socket rejects every call in flight (the bridge
 * turns that into a 'network' Result) and reconnects with a capped exponential back-off.
 */
export class SocketTransport implements BridgeTransport {
  private socket: SocketLike | undefined;
  private nextId = 0;
  private attempts = 0;
  private timer: unknown;
  /** Calls made while the socket is not open, by id, in order. */
  private readonly queue = new Map<number, string>();
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** Live subscriptions of this tab, sent again whenever the socket (re)opens. */
  private readonly liveSubs = new Map<string, { topic: string; filter: unknown }>();
  private readonly liveListeners = new Set<(batch: LiveBatch) => void>();
  /**
   * The latest frame of each restoreOnReconnect call, in the order they were last made. Sent again as
   * is: its id is already answered (or dropped), and an answer to an unknown id is ignored.
   */
  private readonly restorable = new Map<string, string>();
  private opened = false;
  /** The current socket opened: its drop is news to the live subscriptions (a failed reconnect is not). */
  private connected = false;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: SocketTransportOptions) {
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.connect();
  }

  invoke(channel: string, input: unknown, carriage: CallCarriage = {}): Promise<unknown> {
    const id = this.nextId++;
    const message: ClientMessage = { t: 'call', id, channel, input, ...(carriage.idempotencyKey === undefined ? {} : { key: carriage.idempotencyKey }) };
    // Encoded once, before anything keeps it: a call that cannot travel is refused now, and never
    // queued or remembered for a reconnect (the host would drop the socket, and the tab loop).
    const frame = encodeFrame(message, this.options.maxFrameBytes ?? MAX_BRIDGE_FRAME_BYTES);
    if (!frame.ok) return Promise.resolve(unsendableResult(frame.problem));
    if (this.options.restoreOnReconnect?.includes(channel)) {
      this.restorable.delete(channel);
      this.restorable.set(channel, frame.data);
    }
    carriage.cancelled?.then(() => this.cancel(id));
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send(id, frame.data);
    });
  }

  /** The page has its 'cancelled' answer already (build-bridge); main only needs to stop the upstream call. */
  private cancel(id: number): void {
    if (!this.pending.delete(id)) return;
    if (this.queue.delete(id)) return;
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ t: 'cancel', id } satisfies ClientMessage));
  }

  on(channel: string, listener: (payload: unknown) => void): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
    };
  }

  /**
   * Live subscriptions ride the same socket. They are not queued like calls: the socket's open handler
   * sends every current one, so a reconnect resubscribes the tab (and its monitors resync from the reset).
   */
  readonly live: LiveTransport = {
    subscribe: (subId, topic, filter) => {
      this.liveSubs.set(subId, { topic, filter });
      this.sendLive({ t: 'subscribe', channel: topic, key: subId, filter });
    },
    unsubscribe: (subId) => {
      const sub = this.liveSubs.get(subId);
      if (!sub) return;
      this.liveSubs.delete(subId);
      this.sendLive({ t: 'unsubscribe', channel: sub.topic, key: subId });
    },
    onBatch: (listener) => {
      this.liveListeners.add(listener);
      return () => {
        this.liveListeners.delete(listener);
      };
    },
  };

  private sendLive(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
    else if (this.socket === undefined) this.reconnectNow();
  }

  private send(id: number, data: string): void {
    if (this.socket?.readyState === OPEN) {
      this.socket.send(data);
      return;
    }
    this.queue.set(id, data);
    // A call made while waiting to reconnect should not wait for the back-off timer.
    if (this.socket === undefined) this.reconnectNow();
  }

  private connect(): void {
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.connected = true;
      // Their answers are not awaited by anyone: an unknown id is ignored when it comes back.
      const reconnected = this.opened;
      if (reconnected) for (const data of this.restorable.values()) socket.send(data);
      this.opened = true;
      for (const [subId, { topic, filter }] of this.liveSubs) socket.send(JSON.stringify({ t: 'subscribe', channel: topic, key: subId, filter } satisfies ClientMessage));
      for (const data of this.queue.values()) socket.send(data);
      this.queue.clear();
      if (reconnected) this.resync();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => this.dropped(socket);
    // A failed connection also fires close; handling both would double the back-off.
    socket.onerror = () => undefined;
  }

  private dropped(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    const lost = [...this.pending.values()];
    this.pending.clear();
    this.queue.clear();
    for (const call of lost) call.reject(new ConnectionLostError());
    if (this.connected) this.tellLiveSubsLost();
    this.connected = false;
    const delay = Math.min((this.options.baseDelayMs ?? 250) * 2 ** this.attempts, this.options.maxDelayMs ?? 5000);
    this.attempts++;
    this.timer = this.setTimer(() => this.reconnectNow(), delay);
  }

  /**
   * Nothing more will arrive until a socket opens again (and the host sends each subscription its picture
   * anew): every monitor says so now, rather than showing its last figures as live.
   */
  private tellLiveSubsLost(): void {
    if (this.liveSubs.size === 0) return;
    const lost = (): LiveDelivery => ({ values: [], health: 'reconnecting', message: LOST_CONNECTION_MESSAGE });
    this.deliverLive({ n: -1, at: Date.now(), subs: [...this.liveSubs.keys()].map((subId) => [subId, lost()]) });
  }

  private deliverLive(batch: LiveBatch): void {
    callEach(this.liveListeners, batch);
  }

  private resync(): void {
    for (const { call, event } of this.options.resyncOnReconnect ?? []) {
      this.invoke(call, undefined).then(
        (result) => {
          const answer = result as { ok?: unknown; data?: unknown } | null;
          if (answer?.ok === true) this.emit(event, answer.data);
        },
        () => undefined, // Dropped again: the next open asks again.
      );
    }
  }

  private emit(channel: string, payload: unknown): void {
    callEach(this.listeners.get(channel) ?? [], payload);
  }

  private reconnectNow(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    if (this.socket === undefined) this.connect();
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      if (typeof data !== 'string') return;
      // Plain JSON: the host never sends bytes to a page (a download is base64 text), so no reviver pass.
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return; // Never let one bad frame break the page.
    }
    if (message?.t === 'result' && typeof message.id === 'number') {
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      call?.resolve(message.result);
    } else if (message?.t === 'live' && typeof message.batch === 'object' && message.batch !== null) {
      this.deliverLive(message.batch);
    } else if (message?.t === 'event' && typeof message.channel === 'string') {
      this.emit(message.channel, message.payload);
    }
  }
}
