import type { PermissionFlags } from '@shared/permissions';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';
import { ACCOUNT_LIST_KEYS, TRADERS_KEY } from '@renderer/components/account-status/account-list-keys';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';
import { type ServerTableParams, withDraw } from '@renderer/components/data-table/server-table-state';

export { TRADERS_KEY };
export const TRADER_PERMISSIONS_KEY = ['permissions.getTraderPermissions'] as const;

/** The trader a modal works on: enough to ask for its permissions (spec §7: `traderIs` is the role). */
export interface TraderRef {
  readonly _id: string;
  readonly name: string;
  readonly userName: string;
  readonly role: string;
  readonly domain?: string;
}

/**
 * One page of the trader table. Only the very first load blanks the screen; later pages and searches
 * keep the table on screen with its own progress bar.
 */
export const tradersQuery = (params: ServerTableParams, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...TRADERS_KEY, params],
    // The page remembers where it starts: while the next page loads, the rows and the info line stay in step.
    queryFn: async () => ({ ...unwrap(await exchange().traders.list(withDraw(params))).original, start: params.start }),
    meta: { spinner: firstLoad },
  });

export const traderPermissionsQuery = (trader: TraderRef) =>
  bridgeQuery([...TRADER_PERMISSIONS_KEY, trader._id], () =>
    exchange().permissions.getTraderPermissions({ traderIs: trader.role, traderId: trader._id }),
  );

export const ipLogsQuery = (traderId: string) => bridgeQuery(['traders.ipLogs', traderId], () => exchange().traders.ipLogs({ traderId }));

/** Spec §8: delete failures go to the central notification (the default); adding is the form's (trader-form-modal). */
export const deleteTraderMutation = () =>
  bridgeMutation((traderId: string) => exchange().traders.delete({ traderId }), { invalidates: ACCOUNT_LIST_KEYS });

export const changeStatusMutation = () =>
  bridgeMutation(({ account, status }: AccountStatusChange) => exchange().traders.changeStatus({ traderId: account._id, status }), {
    invalidates: ACCOUNT_LIST_KEYS,
  });

/** Spec §8: meta.status false → error toast with its message (central toast); success → success toast. */
export const changePermissionMutation = () =>
  bridgeMutation((input: { traderId: string; permission: PermissionFlags }) => exchange().traders.changePermission(input), {
    invalidates: [TRADER_PERMISSIONS_KEY],
  });
