import { useState } from 'react';
import type { LiveTopic } from '@shared/contract/live';
import type { MonitorState } from './use-monitor-state';
import { scopeOf } from './scope-filters';
import { useLiveMarkets } from './use-live-markets';
import { useFeedStatus, useLiveFeed, type Applies } from '../live/use-live';

/**
 * A monitor fed by one topic over its whole scope (sport, competition, event, family), plus every live
 * market for its scope filters: the risk monitor (liability) and the bet ticker (bets). `create` makes
 * the topic's store once per monitor.
 */
export function useScopedFeed<S extends Applies>(monitor: MonitorState, enabled: boolean, topic: LiveTopic, create: () => S) {
  const live = enabled && monitor.ready;
  const markets = useLiveMarkets(live);
  const [store] = useState(create);
  useLiveFeed(topic, scopeOf(monitor.view), store, live);
  return { markets, store, status: useFeedStatus(store.status) };
}
