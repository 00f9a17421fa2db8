import { ADMIN_ROLE, fail, flagsGrant, type HttpOperation, type Result, type SessionState } from '@shared/contract';
import type { ExchangeClient } from '../http/exchange-client';
import type { UpstreamClient } from './upstream-client';


export interface UpstreamRouterOptions {
  exchange: Pick<ExchangeClient, 'request'>;
  upstreams: Pick<UpstreamClient, 'request'>;
  session: { getState(): SessionState };
}

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
export function createUpstreamRouter({ exchange, upstreams, session }: UpstreamRouterOptions): Pick<ExchangeClient, 'request'> {
  const request = (op: HttpOperation, input: unknown, options?: Parameters<ExchangeClient['request']>[2]): Promise<Result<unknown>> => {
    if (op.upstream === 'exchange') return exchange.request(op, input, options);
    if (!mayCall(session.getState(), op)) return Promise.resolve(fail({ kind: 'forbidden', message: 'You do not have permission to do this.' }));
    return upstreams.request(op, input);
  };
  return { request: request as ExchangeClient['request'] };
}
