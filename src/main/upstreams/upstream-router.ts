import { ADMIN_ROLE, fail, flagsGrant, type HttpOperation, type Result, type SessionState } from '@shared/contract';
import type { ExchangeClient } from '../http/exchange-client';
import type { UpstreamClient } from './upstream-client';


export interface UpstreamRouterOptions {
  exchange: Pick<ExchangeClient, 'request'>;
  upstreams: Pick<UpstreamClient, 'request'>;
  session: { getState(): SessionState };
  /** The console's log: where a change made at a third party is recorded (the exchange never sees it). */
  log?: (line: string) => void;
}

/**
 * A change sent to a third party (a game enabled or disabled at the game provider, …), as one log line:
 * the operation, who asked, the record's id, and how it ended. The exchange's audit has no route for
 * what the console does elsewhere, so the console's log is where it is kept. Only the id is logged,
 * never the rest of the input.
 */
export const upstreamChangeLine = (op: HttpOperation, state: SessionState, input: unknown, result: Result<unknown>): string => {
  const who = state.status === 'loggedIn' ? state.user.userName : 'nobody signed in';
  const id = typeof input === 'object' && input !== null && 'id' in input ? ` (id ${oneLine(String((input as { id: unknown }).id).slice(0, 64))})` : '';
  return `${op.upstream} ${op.id}${id} by ${who}: ${result.ok ? 'done' : `not done (${oneLine(result.error.message)})`}`;
};

/** Text from outside the console on one line: a line break in it could forge a line of the log. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');

/**
 * The exchange enforces an operation's access itself; a third party knows nothing of our users, so for
 * its operations the main core is the only place the declared access is enforced.
 */
export const mayCall = (state: SessionState, op: HttpOperation): boolean => {
  if (op.access === 'public') return true;
  if (state.status !== 'loggedIn') return false;
  if (state.user.role === ADMIN_ROLE) return true;
  if (op.adminOnly) return false;
  return flagsGrant(op.access, (flag) => state.permissions[flag] === true);
};

/** Sends each operation to the upstream it names (`op.upstream`), keeping the exchange client's call shape. */
export function createUpstreamRouter({ exchange, upstreams, session, log }: UpstreamRouterOptions): Pick<ExchangeClient, 'request'> {
  const request = async (op: HttpOperation, input: unknown, options?: Parameters<ExchangeClient['request']>[2]): Promise<Result<unknown>> => {
    if (op.upstream === 'exchange') return exchange.request(op, input, options);
    const state = session.getState();
    if (!mayCall(state, op)) return fail({ kind: 'forbidden', message: 'You do not have permission to do this.' });
    const result = await upstreams.request(op, input);
    if (op.http.method !== 'GET') log?.(upstreamChangeLine(op, state, input, result));
    return result;
  };
  return { request: request as ExchangeClient['request'] };
}
