import type { PermissionFlags } from '@shared/permissions';
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';
import { ACCOUNT_LIST_KEYS, STAFF_KEY } from '@renderer/components/account-status/account-list-keys';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';
import { type ServerTableParams, withDraw } from '@renderer/components/data-table/server-table-state';

export { STAFF_KEY };
export const ROLES_KEY = ['staff.roles'] as const;

export const rolesQuery = () => bridgeQuery(ROLES_KEY, () => exchange().staff.roles({}));

export const staffQuery = (params: ServerTableParams, role: string | null, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...STAFF_KEY, params, role],
    queryFn: async () => ({
      ...unwrap(await exchange().staff.list({ ...withDraw(params), ...(role ? { role } : {}) })).original,
      start: params.start,
    }),
    meta: { spinner: firstLoad },
  });

export const changeStaffStatusMutation = () =>
  bridgeMutation(({ account, status }: AccountStatusChange) => exchange().staff.changeStatus({ staffId: account._id, status }), {
    invalidates: ACCOUNT_LIST_KEYS,
  });

export const updateRoleDefaultsMutation = () =>
  bridgeMutation((input: { role: string; permission: PermissionFlags }) => exchange().staff.updateRoleDefaults(input), {
    invalidates: [ROLES_KEY],
  });
