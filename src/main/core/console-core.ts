import type { Bounds, LiveBatch, Result } from '@shared/contract';

/** Who is calling: one window (an Electron BrowserWindow, or a browser-host tab). */
export interface CallContext {
  readonly windowId: string;
}

/** What a window's call carries beside its input, read by the shell from its wire (IPC meta, socket message). */
export interface CallCarriageInMain {
  /** Aborted when the window cancels the call (or goes away): the upstream request is aborted too. */
  readonly signal?: AbortSignal;
  /** Unchecked here: the exchange client validates it before it goes anywhere. */
  readonly idempotencyKey?: string;
}

/** Pushes an event (`session.changed`, later live topics) to one window. */
export type PushToWindow = (channel: string, payload: unknown) => void;

/**
 * The main core as both shells see it (Electron IPC and the browser host's WebSocket).
 * Plain Node: it never imports electron.
 */
export interface ConsoleCore {
  /** Validates input with the contract, runs the operation, and resolves a Result. Never throws. */
  call(channel: string, input: unknown, context: CallContext, carriage?: CallCarriageInMain): Promise<Result<unknown>>;
  /** Registers a window for pushes; the returned function detaches it and releases what it subscribed. */
  attachWindow(windowId: string, push: PushToWindow): () => void;
  /** Live data (ARCHITECTURE §5): each window's own stream of what it subscribed to. */
  readonly live: LiveGateway;
  /** Monitor windows, workspaces and channels, as the shells take part in them. */
  readonly windows: WindowsGateway;
  /** The exchange this core talks to (the embedded demo's URL when none is configured). */
  readonly exchangeOrigin: string;
  /** The origins video streams come from: the windows' Content Security Policy allows media from these only. */
  readonly streamHosts: readonly string[];
  /** Set when the core started the embedded demo exchange. */
  readonly demo?: { readonly origin: string; readonly controlSecret: string };
  dispose(): Promise<void>;
}

/** How a shell carries a window's live stream: one batch at a time, in order. */
export type LiveSink = (batch: LiveBatch) => void;

export interface LiveGateway {
  /** The window's live stream (Electron: its MessagePort; browser host: its socket). Returns the detach. */
  attach(windowId: string, sink: LiveSink): () => void;
  /** Input is untrusted: validated here. Never throws. */
  subscribe(windowId: string, input: unknown): Result<{ subId: string }>;
  unsubscribe(windowId: string, input: unknown): Result<{ subId: string }>;
}

/** Lent by a shell that can open windows itself (Electron); the browser host has none (the page opens tabs). */
export interface WindowShell {
  openMonitor(href: string, bounds: Bounds | null): void;
  /** Brings a window forward; false when it is gone. */
  focus(windowId: string): boolean;
  close(windowId: string): void;
  /** Opens a console window at one of its routes (a monitor asked for a page and no console window is open). */
  openConsole?(href: string): void;
}

export interface WindowsGateway {
  setShell(shell: WindowShell): void;
  /** The shell saw a monitor window move or resize. */
  reportBounds(windowId: string, bounds: Bounds): void;
  /** The user closed this window (rather than the app quitting): its monitor is not reopened next start. */
  closedByUser(windowId: string): void;
  /** The shell saw this window focused: a route a monitor asks for goes to the console window used last. */
  focused(windowId: string): void;
}
