import type { AppMutationMeta, AppQueryMeta } from '../data/meta';

/** The parts of a query the spinner looks at (a TanStack Query satisfies it). */
export interface SpinnerQueryView {
  readonly state: { readonly data: unknown; readonly fetchStatus: 'fetching' | 'paused' | 'idle'; readonly errorUpdateCount?: number };
  readonly meta?: AppQueryMeta | undefined;
}

/**
 * A query blanks the screen only on its first load: fetching with nothing to show yet, and not marked
 * as live/background data. A refetch of data already on screen never does (the floor keeps working), nor
 * does another try of a read that failed (Try again, or the 10 s retry in an outage): its list shows the
 * failure and the try itself (failed-read.ts), the rest of the screen stays usable.
 */
export const isFirstLoad = (query: SpinnerQueryView): boolean =>
  query.state.fetchStatus === 'fetching' && query.state.data === undefined && !query.state.errorUpdateCount && query.meta?.spinner !== false;

/** Every mutation is a user action (login, logout, save, delete) unless it says otherwise. */
export const isUserAction = (mutation: { readonly meta?: AppMutationMeta | undefined }): boolean => mutation.meta?.spinner !== false;

export interface SpinnerInputs {
  /** Still waiting for the first session state of this window. */
  readonly sessionUnknown: boolean;
  /** A route's screen module is loading. */
  readonly navigating: boolean;
  readonly userActions: number;
  readonly firstLoads: number;
}

export const shouldShowSpinner = (inputs: SpinnerInputs): boolean =>
  inputs.sessionUnknown || inputs.navigating || inputs.userActions > 0 || inputs.firstLoads > 0;
