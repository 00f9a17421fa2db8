import type { ConsoleHost } from './console-host';

/** The demo's live feed as its control endpoint reports it (spec'd by the demo: `GET/POST /__demo/live`). */
export interface LiveFeedState {
  feedRate: number;
  betRate: number;
  liveMarkets: number;
  betsPaused: boolean;
  /** Punters bet only on these live markets (empty: on any). */
  betMarketIds: string[];
  epoch: string;
  markets: number;
  lastBetSeq: number;
  pendingBets: number;
  sockets: number;
}

/** Reads (no body) or changes the demo's live feed: rates, market count, `betsPaused`, `betMarketIds`. */
export async function liveFeed(host: Pick<ConsoleHost, 'demoOrigin' | 'controlSecret'>, change?: Partial<Pick<LiveFeedState, 'feedRate' | 'betRate' | 'liveMarkets' | 'betsPaused' | 'betMarketIds'>>): Promise<LiveFeedState> {
  const response = await fetch(`${host.demoOrigin}/__demo/live`, {
    method: change ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-demo-control': host.controlSecret },
    ...(change ? { body: JSON.stringify(change) } : {}),
  });
  if (!response.ok) throw new Error(`/__demo/live answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: LiveFeedState }).data;
}
