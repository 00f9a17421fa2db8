import { z } from 'zod';
import type { LiveBatch } from '../contract/live';

/**
 * The browser host's WebSocket carries the same bridge as Electron's IPC:
 * calls by channel (`area.op`) with a request id, results by id, and events by channel.
 */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('call'), id: z.number().int().nonnegative(), channel: z.string().max(100), input: z.unknown().optional() }),
  /** Live data: `channel` is the topic, `key` the window's subscription id, `filter` checked by the core. */
  z.object({ t: z.literal('subscribe'), channel: z.string().max(100), key: z.string().max(200).optional(), filter: z.unknown().optional() }),
  z.object({ t: z.literal('unsubscribe'), channel: z.string().max(100), key: z.string().max(200).optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; channel: string; payload: unknown }
  /** Live data: this tab's batch (at most one per frame). */
  | { t: 'live'; batch: LiveBatch };

export { BRIDGE_SOCKET_PATH, LAUNCH_COOKIE, LAUNCH_SECRET_PARAM } from './constants';
