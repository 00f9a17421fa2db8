import { z } from 'zod';
import type { LiveBatch } from '../contract/live';

const callId = z.number().int().nonnegative();

/**
 * The browser host's WebSocket carries the same bridge as Electron's IPC:
 * calls by channel (`area.op`) with a request id (and the idempotency key of the submit, if any),
 * cancels by that id, results by id, and events by channel. Bytes (uploads) travel as `{ $bytes: base64 }`.
 */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('call'),
    id: callId,
    channel: z.string().max(100),
    input: z.unknown().optional(),
    // Its format is checked where it is used (the exchange client); here only that it is a short string.
    key: z.string().max(100).optional(),
  }),
  /** The caller aborted call `id`: main aborts its upstream request; the page has already moved on. */
  z.object({ t: z.literal('cancel'), id: callId }),
  /** Live data: `channel` is the topic, `key` the window's subscription id, `filter` checked by the core. */
  z.object({ t: z.literal('subscribe'), channel: z.string().max(100), key: z.string().max(200).optional(), filter: z.unknown().optional() }),
  z.object({ t: z.literal('unsubscribe'), channel: z.string().max(100), key: z.string().max(200).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** What travels beside an Electron IPC call's input: the window's call id (for a cancel), and the idempotency key. */
export const ipcCallMetaSchema = z.object({ callId: callId, key: z.string().max(100).optional() });
export type IpcCallMeta = z.infer<typeof ipcCallMetaSchema>;

export type ServerMessage =
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; channel: string; payload: unknown }
  /** Live data: this tab's batch (at most one per frame). */
  | { t: 'live'; batch: LiveBatch };

export { BRIDGE_CANCEL_CHANNEL, BRIDGE_SOCKET_PATH, LAUNCH_COOKIE, LAUNCH_SECRET_PARAM } from './constants';
