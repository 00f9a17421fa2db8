import { WebSocket } from 'ws';
import { FEED_CLOSE, feedServerMessageSchema, type FeedClientMessage, type FeedServerMessage } from '@shared/contract/live-feed';

/** The part of a `ws` WebSocket the upstream uses (a fake in unit tests). */
export interface UpstreamSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'open', listener: () => void): unknown;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode?: number; resume?: () => void }) => void): unknown;
}

export interface UpstreamEvents {
  /** The socket is open and the feed said hello; subscribe now (again, after a reconnect). */
  connected(epoch: string, connectionId?: string): void;
  message(message: FeedServerMessage): void;
  /** The socket is gone; a reconnect is scheduled unless the session ended. */
  disconnected(): void;
}

export interface UpstreamOptions {
  url: string;
  getToken(): string | undefined;
  /** The exchange refused the token: the session is over (a 401 logs out, spec §4). */
  onUnauthorized(tokenUsed: string): void;
  events: UpstreamEvents;
  createSocket?: (url: string, headers: Record<string, string>) => UpstreamSocket;
  /** The network rules of every upstream call: trusted authorities and the proxy's tunnel (socket-network.ts). */
  network?: { ca?: string[]; agent?: import('node:http').Agent };
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  log?: (line: string) => void;
}

const OPEN = 1;

/**
 * One socket to the exchange's live feed per session: the token in the upgrade's Authorization header,
 * reconnects with a capped, jittered exponential back-off, and stops for good on a refused token.
 */
export class Upstream {
  private socket: UpstreamSocket | undefined;
  private timer: unknown;
  private attempts = 0;
  private stopped = true;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: UpstreamOptions) {
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as NodeJS.Timeout));
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempts = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.terminate();
  }

  send(message: FeedClientMessage): boolean {
    if (!this.isOpen) return false;
    this.socket?.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const token = this.options.getToken();
    if (this.stopped || token === undefined) return;
    const create = this.options.createSocket ?? ((url, headers) => new WebSocket(url, { headers, perMessageDeflate: false, ...this.options.network }) as unknown as UpstreamSocket);
    let socket: UpstreamSocket;
    try {
      socket = create(this.options.url, { authorization: `Bearer ${token}` });
    } catch (error) {
      this.options.log?.(`live: cannot open the feed (${(error as Error).message})`);
      this.retry();
      return;
    }
    this.socket = socket;
    let refused = false;
    socket.on('unexpected-response', (_req, res) => {
      refused = res.statusCode === 401;
      res.resume?.();
      socket.terminate();
    });
    socket.on('message', (data, isBinary) => {
      if (this.socket !== socket || isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        return;
      }
      const message = feedServerMessageSchema.safeParse(parsed);
      if (!message.success) {
        this.options.log?.('live: ignored a malformed frame from the feed');
        return;
      }
      const value = message.data as FeedServerMessage;
      if (value.t === 'hello') {
        this.attempts = 0;
        if (value.connectionId === undefined) this.options.events.connected(value.epoch);
        else this.options.events.connected(value.epoch, value.connectionId);
      } else this.options.events.message(value);
    });
    socket.on('error', () => undefined); // 'close' follows and does the work.
    socket.on('close', (code) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.options.events.disconnected();
      if (refused || code === FEED_CLOSE.unauthorized) {
        this.options.log?.('live: the exchange refused the session token on the live feed');
        this.stopped = true;
        this.options.onUnauthorized(token);
        return;
      }
      this.retry();
    });
  }

  private retry(): void {
    if (this.stopped) return;
    const base = Math.min((this.options.baseDelayMs ?? 250) * 2 ** this.attempts, this.options.maxDelayMs ?? 10_000);
    // ±20 %: a floor of consoles reconnecting after an outage should not arrive in lockstep.
    const delay = Math.round(base * (0.8 + 0.4 * (this.options.random ?? Math.random)()));
    this.attempts += 1;
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      this.connect();
    }, delay);
  }
}
