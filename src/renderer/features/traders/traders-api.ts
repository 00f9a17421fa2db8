import type { AddTraderInput } from '@shared/contract/traders';
import type { PermissionFlags } from '@shared/permissions';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';
import { ACCOUNT_LIST_KEYS } from '@renderer/components/account-status/account-list-keys';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';

export const TRADER_PERMISSIONS_KEY = ['permissions.getTraderPermissions'] as const;

/** The trader a modal works on: enough to ask for its permissions (spec §7: `traderIs` is the role). */
export interface TraderRef {
  readonly _id: string;
  readonly name: string;
  readonly userName: string;
  readonly role: string;
  readonly domain?: string;
}

export const traderPermissionsQuery = (trader: TraderRef) =>
  bridgeQuery([...TRADER_PERMISSIONS_KEY, trader._id], () =>
    exchange().permissions.getTraderPermissions({ traderIs: trader.role, traderId: trader._id }),
  );

export const ipLogsQuery = (traderId: string) => bridgeQuery(['traders.ipLogs', traderId], () => exchange().traders.ipLogs({ traderId }));

/** Spec §8: add and delete failures go to the central notification (the default). */
export const addTraderMutation = () => bridgeMutation((input: AddTraderInput) => exchange().traders.add(input), { invalidates: ACCOUNT_LIST_KEYS });

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
