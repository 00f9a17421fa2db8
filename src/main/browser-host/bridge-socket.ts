import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import { clientMessageSchema, type ServerMessage } from '@shared/bridge/protocol';
import { decodeFrame } from '@shared/bridge/socket-codec';
import { listBridgedOperations, type Result } from '@shared/contract';
import type { ConsoleCore } from '../core/console-core';

const BRIDGED_CHANNELS = new Set(listBridgedOperations().map(({ channel }) => channel));

/** Close codes (RFC 6455): 1003 unsupported data, 1008 policy violation. */
const UNSUPPORTED_DATA = 1003;
const POLICY_VIOLATION = 1008;

const notBridged = (channel: string): Result<never> => ({
  ok: false,
  error: { kind: 'forbidden', message: `The console does not offer "${channel}" to its windows.` },
});

const internalError: Result<never> = { ok: false, error: { kind: 'internal', message: 'The console could not complete this request.' } };

function sendMessage(ws: WebSocket, message: ServerMessage): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  let data: string;
  try {
    data = JSON.stringify(message);
  } catch {
    return; // An unserialisable payload is a core bug; it must not take the host down.
  }
  ws.send(data);
}

/**
 * One WebSocket = one console window (a browser tab). It carries the same bridge as Electron IPC:
 * calls are validated for shape here and for content by the core; pushes go to this window only.
 */
export function serveBridgeSocket(ws: WebSocket, core: ConsoleCore): void {
  const windowId = `tab-${randomUUID()}`;
  let detach: (() => void) | undefined;
  let detachLive: (() => void) | undefined;
  /** Calls in flight by id: a 'cancel' (or the tab going away) aborts their upstream requests. */
  const inFlight = new Map<number, AbortController>();
  ws.once('close', () => {
    for (const controller of inFlight.values()) controller.abort();
    inFlight.clear();
    detachLive?.();
    detachLive = undefined;
    detach?.();
    detach = undefined;
  });
  ws.on('error', () => ws.terminate());
  detach = core.attachWindow(windowId, (channel, payload) => sendMessage(ws, { t: 'event', channel, payload }));
  // The tab's live stream rides the same socket: one batch per frame at most, only what it subscribed to.
  detachLive = core.live.attach(windowId, (batch) => sendMessage(ws, { t: 'live', batch }));

  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      ws.close(UNSUPPORTED_DATA, 'Text frames only.');
      return;
    }
    let parsed: unknown;
    try {
      parsed = decodeFrame(data.toString());
    } catch {
      parsed = undefined;
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) {
      // Our own bridge never sends this: close rather than guess, so the page's calls fail fast.
      ws.close(POLICY_VIOLATION, 'Malformed bridge message.');
      return;
    }
    if (message.data.t === 'subscribe') {
      // The core validates topic, id and filter (and answers a refusal on the stream itself).
      core.live.subscribe(windowId, { subId: message.data.key, topic: message.data.channel, filter: message.data.filter });
      return;
    }
    if (message.data.t === 'unsubscribe') {
      core.live.unsubscribe(windowId, { subId: message.data.key });
      return;
    }
    if (message.data.t === 'cancel') {
      // The page already answered its caller; an unknown id (the call just finished) is nothing to do.
      inFlight.get(message.data.id)?.abort();
      return;
    }
    const { id, channel, input, key } = message.data;
    if (!BRIDGED_CHANNELS.has(channel)) {
      sendMessage(ws, { t: 'result', id, result: notBridged(channel) });
      return;
    }
    const controller = new AbortController();
    inFlight.set(id, controller);
    const carriage = key === undefined ? { signal: controller.signal } : { signal: controller.signal, idempotencyKey: key };
    void Promise.resolve()
      .then(() => core.call(channel, input, { windowId }, carriage))
      .catch(() => internalError)
      .then((result) => {
        if (inFlight.get(id) === controller) inFlight.delete(id);
        sendMessage(ws, { t: 'result', id, result });
      });
  });
}
