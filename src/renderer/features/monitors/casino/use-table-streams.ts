import { useMemo } from 'react';
import { contract } from '@shared/contract';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation } from '@renderer/app/data/use-operation';
import { tableStreams, type TableStream } from './table-streams';

const NONE: ReadonlyMap<string, TableStream> = new Map();

/**
 * The casino tables' streams the user may see: read only when they may call both the configuration
 * (`streaming.casinoMonitors`: casinoMonitor, which every user of this monitor holds, or streamingManagement)
 * and the streams they may watch (`streaming.playerStreams`, videoMonitor); anyone else gets none and no
 * call is made. Neither read is polled: both go stale when
 * Streaming Management writes them, in any window. The map keeps its identity while both answers do, so
 * the memoised table cards are not redrawn by the rounds' polls.
 */
export const useTableStreams = (enabled: boolean): ReadonlyMap<string, TableStream> => {
  const mayReadConfiguration = useCanCall(contract.streaming.casinoMonitors);
  const mayWatch = useCanCall(contract.streaming.playerStreams);
  const mayRead = mayReadConfiguration && mayWatch;
  const options = { enabled: enabled && mayRead, spinner: false, errorToast: false };
  const monitors = useOperation(contract.streaming.casinoMonitors, {}, options);
  const streams = useOperation(contract.streaming.playerStreams, {}, options);
  // A cached answer is not shown once the user may no longer read it (their flags changed).
  const [configured, watchable] = mayRead ? [monitors.data, streams.data] : [];
  return useMemo(() => (configured && watchable ? tableStreams(configured, watchable) : NONE), [configured, watchable]);
};
