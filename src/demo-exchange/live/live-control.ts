import { secretMatches } from '../http/secret-matches';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { parseJsonBody, readBody } from '../http/body';
import { CONTROL_HEADER } from '../http/control';
import { sendEnvelope } from '../http/envelope';
import { MESSAGES } from '../http/messages';
import { parseInput } from '../http/validation';
import type { LiveFeed } from './feed';
import { liveFeedSettingsSchema } from './feed-config';

export const LIVE_CONTROL_PATH = '/__demo/live';

/** Rates and size at run time (a benchmark or a test), and `reload` to choose the live markets again. */
const liveControlSchema = liveFeedSettingsSchema.partial().extend({ reload: z.literal(true).optional() });

export interface LiveControlDeps {
  readonly feed: LiveFeed;
  readonly sockets: () => number;
  readonly controlSecret: string | undefined;
}

/**
 * GET /__demo/live: the feed's settings and counters. POST: changes them. Both need the control secret
 * (the fault-injection one): without it the endpoint does not exist.
 */
export const handleLiveControl = async (req: IncomingMessage, res: ServerResponse, deps: LiveControlDeps): Promise<void> => {
  if (!deps.controlSecret) throw new ApiError(404, MESSAGES.notFound);
  if (!secretMatches(req.headers[CONTROL_HEADER], deps.controlSecret)) throw new ApiError(403, MESSAGES.invalidControlSecret);
  if (req.method === 'POST') {
    const patch = parseInput(liveControlSchema, parseJsonBody(await readBody(req)));
    deps.feed.configure(patch);
  } else if (req.method !== 'GET') {
    throw new ApiError(405, MESSAGES.methodNotAllowed);
  }
  sendEnvelope(res, 200, MESSAGES.success, { ...deps.feed.status(), sockets: deps.sockets() });
};
