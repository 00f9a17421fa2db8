import { fail, type EntityTag, type HttpOperation, type Result, type SessionState } from '@shared/contract';
import type { CallContext } from '../core/console-core';
import type { ExchangeClient } from '../http/exchange-client';
import { mayCall } from '../upstreams/upstream-router';

/** What the Sites handlers of main use: the routed client (exchange and upstreams), the session, the broadcast. */
export interface SiteDeps {
  /** Routes by op.upstream: the exchange's operations to the exchange, the node's and DNS's to their clients. */
  readonly client: Pick<ExchangeClient, 'request'>;
  readonly session: { getState(): SessionState };
  /** Tells the other windows what changed (the calling window invalidates its own). */
  readonly written?: (tags: readonly EntityTag[], context: CallContext) => void;
  readonly log: (line: string) => void;
}

/** The session may call every one of these operations (their declared access), or the refusal to answer. */
export const refusedUnlessMay = (deps: SiteDeps, ...ops: HttpOperation[]): Result<never> | undefined => {
  const state = deps.session.getState();
  if (state.status !== 'loggedIn') return fail({ kind: 'unauthorized', message: 'Please log in again.' });
  if (ops.some((op) => !mayCall(state, op))) return fail({ kind: 'forbidden', message: 'You do not have permission to do this.' });
  return undefined;
};
