import { contract } from '@shared/contract';
import type { AccountRow } from '@shared/contract/risk';
import { useOperation } from '@renderer/app/data/use-operation';

/**
 * How often the betting accounts are read again, the list and an open account's drawer: another user's
 * change (a status, a reason) reaches no window by itself, unlike a change made in another window of this
 * console, which tells the others at once.
 */
export const ACCOUNT_REFRESH_MS = 5_000;

/** How many accounts the drawer's own look-up of its account reads (by user name: the account comes first, or among the first few). */
const LOOKUP_LENGTH = 25;

/**
 * The account as the exchange has it now, not as it was when the drawer opened: its status (with its reason)
 * after a change here, in another window or by another user, as the list has it; its balance and exposure as
 * bets come and go (the statement's summary). Both are read again whenever a status or money changes in any
 * window of this console, and every ACCOUNT_REFRESH_MS for changes made elsewhere.
 */
export function useCurrentAccount(opened: AccountRow): AccountRow {
  const polled = { spinner: false, refetchInterval: ACCOUNT_REFRESH_MS } as const;
  const statement = useOperation(contract.risk.accountStatement, { userName: opened.userName, start: 0, length: 1 }, polled);
  const found = useOperation(contract.risk.userInfoSearch, { start: 0, length: LOOKUP_LENGTH, search: { value: opened.userName } }, polled);
  const row = found.data?.data.find((a) => a.userName === opened.userName);
  const money = statement.data?.account;
  // Status and reason from one answer, never a new status with an old reason.
  const status = row?.status ?? money?.status ?? opened.status;
  const statusReason = row ? row.statusReason : status === opened.status ? opened.statusReason : null;
  return { ...opened, status, statusReason, ...(money ? { balance: money.balance, exposure: money.exposure } : {}) };
}
