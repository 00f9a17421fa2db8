import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { authenticate, authorize, type Caller } from '../auth/access';
import { audit } from '../db/audit';
import type { Faults } from '../faults/faults';
import { writeTags, type EntityTag, type HttpOperation } from '@shared/contract';
import type { Reply, RouteContext } from '../routes/route';
import { ApiError } from './api-error';
import { fileReplySchema, sendFile } from './file-answer';
import { parseJsonBody, parseQuery, readBody } from './body';
import { parseMultipartBody } from './multipart';
import { sendEnvelope } from './envelope';
import type { SettlementRunner } from '../settlement/settlement-runner';
import type { WriteGate } from '../settlement/write-gate';
import { idempotencyKeyOf, idempotencyStoreOf, REPLAYED_HEADER, type Answer } from './idempotency';
import { MESSAGES } from './messages';
import type { RouteTable } from './router';
import { parseInput } from './validation';
import { newXsrfCookie, passesXsrfCheck } from './xsrf';

export interface ApiDeps {
  readonly db: DatabaseSync;
  readonly routes: RouteTable;
  readonly faults: Faults;
  readonly jwtSecret: string;
  readonly tokenTtlSeconds: number;
  readonly log: (line: string) => void;
  readonly settlement: SettlementRunner;
  /** Closed while a settlement runs in the worker: writes wait for it rather than block on the database lock. */
  readonly writeGate: WriteGate;
  /** Told after every successful write, with the contract's write tags for its input (the live feed looks again). */
  readonly afterWrite?: (tags: readonly EntityTag[]) => void;
}

const clientIp = (req: IncomingMessage): string => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

/**
 * One API call, in the order a real exchange would check it: injected faults, route, anti-forgery,
 * session, permission, body, input schema, handler, output schema. Every refusal is an ApiError.
 */
export const handleApiCall = async (req: IncomingMessage, res: ServerResponse, url: URL, deps: ApiDeps): Promise<void> => {
  if (await deps.faults.beforeApiCall()) throw new ApiError(503, MESSAGES.serviceUnavailable);

  const match = deps.routes.match(req.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') throw new ApiError(404, MESSAGES.notFound);
  if (match.kind === 'method-not-allowed') {
    res.setHeader('allow', match.allow.join(', '));
    throw new ApiError(405, MESSAGES.methodNotAllowed);
  }
  if (!passesXsrfCheck(req)) {
    // A fresh cookie lets the client pick it up and retry once.
    res.setHeader('set-cookie', newXsrfCookie());
    throw new ApiError(403, MESSAGES.invalidXsrf);
  }

  const { op, route } = match;
  if (!route) throw new ApiError(501, MESSAGES.notImplemented);

  // Who calls, and may they, from the headers alone: a stranger's body (up to an upload's size) is never read.
  let caller: Caller | null = null;
  if (op.access !== 'public') {
    if (deps.faults.takeUnauthorized()) throw new ApiError(401, MESSAGES.sessionExpired);
    caller = authenticate(req, deps.db, deps.jwtSecret);
    authorize(caller.user, op.access, op.adminOnly);
  }
  const user = caller?.user ?? null;
  const raw = op.http.method === 'GET' ? parseQuery(url.searchParams) : op.upload ? await parseMultipartBody(req) : parseJsonBody(await readBody(req));
  const input = parseInput(op.input, raw);

  const key = op.http.method === 'GET' ? null : idempotencyKeyOf(req);
  // A keyed operation (a create, money) never runs without its key: a retry without one could do it twice.
  if (op.idempotent === true && key === null) throw new ApiError(422, MESSAGES.idempotencyKeyNeeded);
  if (op.http.method !== 'GET') await deps.writeGate.idle();
  const ctx: RouteContext = {
    db: deps.db,
    user,
    sessionId: caller?.claims.sid ?? null,
    ip: clientIp(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
    idempotencyKey: key,
    settlement: deps.settlement,
    config: { jwtSecret: deps.jwtSecret, tokenTtlSeconds: deps.tokenTtlSeconds },
    audit: (entry) => audit(deps.db, { ...entry, actorId: user?._id ?? null, actorUserName: user?.userName ?? null }),
    log: deps.log,
  };
  // An export answers the file itself (the main core turns it into { fileName, contentType, base64 } again).
  if (op.file) return sendFile(res, fileReplySchema.parse(checkedData(op, await route.handle(input, ctx), deps)));

  const run = () => answerOf(op, () => route.handle(input, ctx), deps);
  const answer = key ? await idempotencyStoreOf(deps.db).once({ userId: user?._id ?? '', key, operationId: op.id, input }, run) : await run();
  if ('replayed' in answer && answer.replayed) res.setHeader(REPLAYED_HEADER, 'true');
  sendEnvelope(res, answer.status, answer.message, answer.data);
  // Reads (no write tags) change nothing: only a write that succeeded is worth a look.
  if (answer.status < 400 && op.writes !== undefined) deps.afterWrite?.(writeTags(op, input));
};

/** Our own answers are checked against the contract: a mismatch is a demo bug, not the console's problem to guess. */
const checkedData = (op: HttpOperation, reply: Reply<unknown>, deps: ApiDeps): unknown => {
  const checked = op.output.safeParse(reply.data);
  if (!checked.success) {
    deps.log(`${op.id}: answer does not match the contract (${checked.error.issues.length} issues)`);
    throw new ApiError(500, MESSAGES.internalError);
  }
  return checked.data;
};

/**
 * The handler's answer as data, so an idempotency key can keep it: its refusals (a taken user name) are
 * answers too; a 5xx is not, and stays thrown (nothing is kept, the client may retry).
 */
const answerOf = async (op: HttpOperation, handle: () => Promise<Reply<unknown>>, deps: ApiDeps): Promise<Answer> => {
  try {
    const reply = await handle();
    return { status: 200, message: reply.message ?? MESSAGES.success, data: checkedData(op, reply, deps) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { status: error.status, message: error.body, data: null };
    throw error;
  }
};
