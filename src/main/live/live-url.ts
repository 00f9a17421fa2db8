import { LIVE_FEED_PATH, LIVE_FEED_PATH_ID } from '@shared/contract/live-feed';

/** ws(s)://<exchange><prefix>/live, or the path a real exchange's EXCHANGE_PATH_MAP gives under `live.feed`. */
export const liveFeedUrl = (origin: string, apiPrefix: string, pathMap: Readonly<Record<string, string>>): string =>
  `${origin.replace(/^http/, 'ws')}${apiPrefix}${pathMap[LIVE_FEED_PATH_ID] ?? LIVE_FEED_PATH}`;
