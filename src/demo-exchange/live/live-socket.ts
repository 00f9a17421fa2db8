import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DatabaseSync } from 'node:sqlite';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_TOPIC_KINDS, mayReceiveTopic, type LiveTopic } from '@shared/contract/live';
import { FEED_CLOSE, feedClientMessageSchema, type FeedClientMessage, type FeedServerMessage } from '@shared/contract/live-feed';
import type { PermissionKey } from '@shared/permissions';
import { bearerToken, callerOf, hasPermission, type Caller } from '../auth/access';
import type { UserRow } from '../db/users';
import type { Faults } from '../faults/faults';
import { MESSAGES } from '../http/messages';
import type { LiveFeed, TickFrame } from './feed';

export interface LiveSocketOptions {
  server: Server;
  /** The socket's path: `${prefix}/live`. */
  path: string;
  db: DatabaseSync;
  feed: LiveFeed;
  faults: Faults;
  jwtSecret: string;
  log: (line: string) => void;
}

/** A consumer this far behind is cut off (it reconnects and resyncs) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
const REAUTHORIZE_MS = 5_000;

interface Client {
  readonly ws: WebSocket;
  /** Checked again on every message and now and then: the session may end while the socket is open. */
  readonly token: string;
  readonly topics: Set<LiveTopic>;
}

const refuse = (socket: Duplex, status: number, text: string) => {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * The live socket: authenticated by the bearer token of the upgrade request (never by the URL), each
 * topic authorised with the user's flags read fresh from the database, one frame per tick per socket
 * with the topics it subscribed. The permission rules are the contract's (`mayReceiveTopic`).
 */
export const attachLiveSocket = (options: LiveSocketOptions): { close(): void; dropAll(): number; recheck(): void; count(): number } => {
  const { db, feed, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const clients = new Set<Client>();

  /** The client's user while its session holds (not expired or ended, user active); undefined after. */
  const userOf = (client: Client): UserRow | undefined => callerOf(db, options.jwtSecret, client.token)?.user;
  const may = (user: UserRow, topic: LiveTopic) => mayReceiveTopic(topic, (key: PermissionKey) => hasPermission(user, key));
  const send = (client: Client, message: FeedServerMessage | string) => {
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.ws.close(FEED_CLOSE.tooSlow, 'Too far behind; reconnect.');
      return;
    }
    client.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  };

  const subscribe = (client: Client, user: UserRow, message: Extract<FeedClientMessage, { op: 'sub' | 'snap' }>) => {
    const { topic } = message;
    if (!may(user, topic)) {
      send(client, { t: 'err', topic, message: MESSAGES.noPermission });
      return;
    }
    client.topics.add(topic);
    const ts = performance.timeOrigin + performance.now();
    if (LIVE_TOPIC_KINDS[topic] === 'event' && message.op === 'sub' && message.from) {
      const replay = message.from.epoch === feed.epoch ? feed.replay(topic as 'bets' | 'status', message.from.seq) : undefined;
      if (replay) {
        send(client, { t: 'snap', topic, values: replay, seq: feed.snapshot(topic).seq ?? 0, replay: true, ts });
        return;
      }
      const snap = feed.snapshot(topic);
      send(client, { t: 'snap', topic, values: snap.values, seq: snap.seq ?? 0, gap: true, ts });
      return;
    }
    const snap = feed.snapshot(topic);
    send(client, { t: 'snap', topic, values: snap.values, ...(snap.seq === undefined ? {} : { seq: snap.seq }), ts });
  };

  const onConnection = (ws: WebSocket, token: string, { claims: { exp } }: Caller) => {
    const client: Client = { ws, token, topics: new Set() };
    clients.add(client);
    // The token's lifetime is the socket's: at exp the console must log in again anyway.
    const expiry = setTimeout(() => ws.close(FEED_CLOSE.unauthorized, 'Token expired.'), Math.max(0, exp * 1000 - Date.now()));
    ws.on('close', () => {
      clearTimeout(expiry);
      clients.delete(client);
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      let parsed: unknown;
      try {
        parsed = isBinary ? undefined : JSON.parse(data.toString());
      } catch {
        parsed = undefined;
      }
      const message = feedClientMessageSchema.safeParse(parsed);
      if (!message.success) {
        send(client, { t: 'err', message: MESSAGES.badRequest });
        return;
      }
      const current = userOf(client);
      if (!current) {
        ws.close(FEED_CLOSE.unauthorized, MESSAGES.sessionExpired);
        return;
      }
      if (message.data.op === 'unsub') client.topics.delete(message.data.topic);
      else subscribe(client, current, message.data);
    });
    send(client, { t: 'hello', epoch: feed.epoch, ts: performance.timeOrigin + performance.now(), connectionId: randomBytes(12).toString('base64url') });
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== options.path) return; // Someone else's upgrade (none today): leave it alone.
    if (options.faults.takeLiveRefusal()) return refuse(socket, 503, 'Service Unavailable');
    const token = bearerToken(req);
    const caller = callerOf(db, options.jwtSecret, token);
    if (!token || !caller) return refuse(socket, 401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, token, caller));
  };
  options.server.on('upgrade', onUpgrade);

  // Permissions can be taken away and sessions ended while a socket is open: re-check them after every
  // API write (recheck, called by the server) and now and then besides.
  const recheck = () => {
    for (const client of clients) {
      const user = userOf(client);
      if (!user) {
        client.ws.close(FEED_CLOSE.unauthorized, MESSAGES.sessionExpired);
        continue;
      }
      for (const topic of client.topics) {
        if (may(user, topic)) continue;
        client.topics.delete(topic);
        send(client, { t: 'err', topic, message: MESSAGES.noPermission });
      }
    }
  };
  const reauthorize = setInterval(recheck, REAUTHORIZE_MS);
  reauthorize.unref();

  // One serialisation per distinct topic set per tick (usually one console, so one).
  const unsubscribe = feed.onFrame((frame: TickFrame) => {
    if (clients.size === 0) return;
    const ts = performance.timeOrigin + performance.now();
    const cache = new Map<string, string | null>();
    for (const client of clients) {
      const key = [...client.topics].sort().join(',');
      let text = cache.get(key);
      if (text === undefined) {
        const parts: Record<string, unknown> = {};
        for (const topic of client.topics) {
          const values = frame[topic];
          if (values.length === 0) continue;
          // Stamped here, as the frame leaves: the update-to-paint clock starts now.
          for (const value of values) value.ts = ts;
          parts[topic] = values;
        }
        text = Object.keys(parts).length === 0 ? null : JSON.stringify({ t: 'up', ts, ...parts });
        cache.set(key, text);
      }
      if (text !== null) send(client, text);
    }
  });

  const dropAll = () => {
    const n = clients.size;
    // Cut, not closed: the console sees what a network failure looks like (no close frame).
    for (const client of clients) client.ws.terminate();
    log(`live: dropped ${n} live socket(s) (fault injection)`);
    return n;
  };

  return {
    dropAll,
    recheck,
    count: () => clients.size,
    close() {
      unsubscribe();
      clearInterval(reauthorize);
      options.server.off('upgrade', onUpgrade);
      for (const client of clients) client.ws.terminate();
      wss.close();
    },
  };
};
