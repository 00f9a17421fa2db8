import type { Result } from '@shared/contract';

/** Who is calling: one window (an Electron BrowserWindow, or a browser-host tab). */
export interface CallContext {
  readonly windowId: string;
}

/** Pushes an event (`session.changed`, later live topics) to one window. */
export type PushToWindow = (channel: string, payload: unknown) => void;

/**
 * The main core as both shells see it (Electron IPC and the browser host's WebSocket).
 * Plain Node: it never imports electron.
 */
export interface ConsoleCore {
  /** Validates input with the contract, runs the operation, and resolves a Result. Never throws. */
  call(channel: string, input: unknown, context: CallContext): Promise<Result<unknown>>;
  /** Registers a window for pushes; the returned function detaches it and releases what it subscribed. */
  attachWindow(windowId: string, push: PushToWindow): () => void;
  /** The exchange this core talks to (the embedded demo's URL when none is configured). */
  readonly exchangeOrigin: string;
  /** Set when the core started the embedded demo exchange. */
  readonly demo?: { readonly origin: string; readonly controlSecret: string };
  dispose(): Promise<void>;
}
