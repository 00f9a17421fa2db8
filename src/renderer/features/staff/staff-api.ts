import type { AddStaffInput, ResetStaffPasswordInput } from '@shared/contract/staff';
import type { PermissionFlags } from '@shared/permissions';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation, bridgeQuery } from '@renderer/app/query';
import { ACCOUNT_LIST_KEYS } from '@renderer/components/account-status/account-list-keys';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';

export const ROLES_KEY = ['staff.roles'] as const;

export const rolesQuery = () => bridgeQuery(ROLES_KEY, () => exchange().staff.roles({}));

export const addStaffMutation = () =>
  bridgeMutation((input: AddStaffInput) => exchange().staff.add(input), { invalidates: [...ACCOUNT_LIST_KEYS, ROLES_KEY] });

export const resetPasswordMutation = () => bridgeMutation((input: ResetStaffPasswordInput) => exchange().staff.resetPassword(input));

export const changeStaffStatusMutation = () =>
  bridgeMutation(({ account, status }: AccountStatusChange) => exchange().staff.changeStatus({ staffId: account._id, status }), {
    invalidates: ACCOUNT_LIST_KEYS,
  });

export const updateRoleDefaultsMutation = () =>
  bridgeMutation((input: { role: string; permission: PermissionFlags }) => exchange().staff.updateRoleDefaults(input), {
    invalidates: [ROLES_KEY],
  });
