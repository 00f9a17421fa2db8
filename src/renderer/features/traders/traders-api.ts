import { queryOptions } from '@tanstack/react-query';
import { readTags } from '@shared/contract/operation';
import { traders } from '@shared/contract/traders';
import { operationMutation } from '@renderer/app/data/operations';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { type ServerTableParams, withDraw } from '@renderer/components/data-table/server-table-state';

export type { TraderRef } from './trader-ref';

/** @deprecated — use useOperation. Kept for the trader table until it moves onto the ServerTable kit. */
export const TRADERS_KEY = [traders.list.id] as const;

/**
 * @deprecated — use useOperation. Kept for the trader table until it moves onto the ServerTable kit.
 * One page of the trader table. Only the very first load blanks the screen; later pages and searches
 * keep the table on screen with its own progress bar. Reads the `traders` tag: any account change stales it.
 */
export const tradersQuery = (params: ServerTableParams, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...TRADERS_KEY, params],
    // The page remembers where it starts: while the next page loads, the rows and the info line stay in step.
    queryFn: async () => ({ ...unwrap(await exchange().traders.list(withDraw(params))).original, start: params.start }),
    meta: { spinner: firstLoad, reads: readTags(traders.list, params) },
  });

/** @deprecated — use useOperationMutation(traders.add). Kept for the Create User form until it moves onto the form kit. */
export const addTraderMutation = () => operationMutation(traders.add);
