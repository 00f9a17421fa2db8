import { queryOptions } from '@tanstack/react-query';
import { readTags } from '@shared/contract/operation';
import { staff } from '@shared/contract/staff';
import { operationMutation } from '@renderer/app/data/operations';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { type ServerTableParams, withDraw } from '@renderer/components/data-table/server-table-state';

/** @deprecated — use useOperation. Kept for the staff table until it moves onto the ServerTable kit. */
export const STAFF_KEY = [staff.list.id] as const;

/** @deprecated — use useOperation. Kept for the staff table until it moves onto the ServerTable kit. */
export const staffQuery = (params: ServerTableParams, role: string | null, firstLoad: boolean) =>
  queryOptions({
    queryKey: [...STAFF_KEY, params, role],
    queryFn: async () => ({
      ...unwrap(await exchange().staff.list({ ...withDraw(params), ...(role ? { role } : {}) })).original,
      start: params.start,
    }),
    meta: { spinner: firstLoad, reads: readTags(staff.list, params) },
  });

/** @deprecated — use useOperationMutation(staff.add). Kept for the Add Staff form until it moves onto the form kit. */
export const addStaffMutation = () => operationMutation(staff.add);

/** @deprecated — use useOperationMutation(staff.resetPassword). Kept for the Reset Password form until it moves onto the form kit. */
export const resetPasswordMutation = () => operationMutation(staff.resetPassword);
