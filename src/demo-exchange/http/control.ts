import { secretMatches } from './secret-matches';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { faultSettingsSchema, type Faults } from '../faults/faults';
import { ApiError } from './api-error';
import { parseJsonBody, readBody } from './body';
import { sendEnvelope, sendJson } from './envelope';
import { MESSAGES } from './messages';
import { parseInput } from './validation';

/** Test and operator endpoints, outside the API prefix and outside the contract. */
export const CONTROL_PREFIX = '/__demo/';
export const CONTROL_HEADER = 'x-demo-control';

export interface ControlDeps {
  readonly faults: Faults;
  /** Unset: the fault endpoint does not exist. */
  readonly controlSecret: string | undefined;
}

export const handleControl = async (req: IncomingMessage, res: ServerResponse, url: URL, deps: ControlDeps): Promise<void> => {
  if (url.pathname === '/__demo/health' && req.method === 'GET') {
    sendJson(res, 200, { ok: true });
    return;
  }
  if (url.pathname === '/__demo/faults' && req.method === 'POST' && deps.controlSecret) {
    if (!secretMatches(req.headers[CONTROL_HEADER], deps.controlSecret)) throw new ApiError(403, MESSAGES.invalidControlSecret);
    const settings = parseInput(faultSettingsSchema, parseJsonBody(await readBody(req)));
    sendEnvelope(res, 200, MESSAGES.success, deps.faults.configure(settings));
    return;
  }
  throw new ApiError(404, MESSAGES.notFound);
};
