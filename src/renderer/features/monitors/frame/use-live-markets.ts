import { useState } from 'react';
import { createMarketStore } from '../live/market-store';
import { useLiveFeed } from '../live/use-live';

/** Every live market (names, statuses), which each monitor's scope filters are built from. */
export function useLiveMarkets(live: boolean) {
  const [markets] = useState(createMarketStore);
  useLiveFeed('markets', {}, markets, live);
  return markets;
}
