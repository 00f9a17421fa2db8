import type { QueryClient } from '@tanstack/react-query';
import type { ExchangeBridge, Unsubscribe } from '@shared/bridge/types';
import { invalidateTags } from './tags';

/**
 * Another window changed something (the main core says which tags): stale what this window shows of
 * it. Mounted once per window; returns the unsubscribe.
 */
export const watchDataChanges = (client: QueryClient, data: ExchangeBridge['data']): Unsubscribe =>
  data.onChanged(({ tags }) => void invalidateTags(client, tags));
