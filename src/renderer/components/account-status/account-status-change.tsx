import type { ReactNode } from 'react';
import type { TraderStatus } from '@shared/contract/traders';
import type { BridgedOperation, InputOf } from '@renderer/app/data/operations';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { RowSwitch } from '@renderer/components/row-controls/row-switch';
import { useModalTarget } from '@renderer/lib/use-modal-target';
import { useAccountLock } from './account-lock';
import { UnavailableSwitch } from './unavailable-switch';

/** An account whose Active switch was flipped, and the status it asks for. */
export interface AccountStatusChange {
  /** A row of the trader or staff table (status as listed: 'active' shows the switch on). */
  readonly account: { readonly _id: string; readonly name: string; readonly status: string; readonly role?: string };
  readonly status: TraderStatus;
}

/**
 * The Active switch of an account row: on while active; flipping it only asks (the row changes when the
 * exchange agrees). One's own row, an admin's for a non-admin and one holding flags the user lacks cannot be
 * switched (the exchange refuses them too): the switch stays in the Tab order and says why to mouse and
 * keyboard alike. Its name is the column's, then the account's: "Active Victor Viewer".
 */
export function AccountActiveSwitch({ account, onToggle }: { account: AccountStatusChange['account']; onToggle(change: AccountStatusChange): void }) {
  const lock = useAccountLock(account);
  const label = `Active ${account.name}`;
  const checked = account.status === 'active';
  if (lock) return <UnavailableSwitch label={label} checked={checked} reason={lock} />;
  return <RowSwitch label={label} checked={checked} onChange={(on) => onToggle({ account, status: on ? 'active' : 'inactive' })} />;
}

/**
 * The question an Active switch asks, and the call once answered Yes (the spec only displays the status;
 * switching it is ours, so it asks first). `noun` names the account in the question: "trader", "account";
 * `op` is the status operation of that kind of account, `toInput` its input for one change.
 */
export function useAccountStatusChange<Op extends BridgedOperation>(
  noun: string,
  op: Op,
  toInput: (change: AccountStatusChange) => InputOf<Op>,
): { ask(change: AccountStatusChange): void; dialog: ReactNode } {
  const asked = useModalTarget<AccountStatusChange>();
  const change = useOperationMutation(op);
  const confirm = () => {
    if (!asked.target) return;
    change.mutate(toInput(asked.target), {
      onSuccess: ({ message }) => {
        if (message) showSuccessToast(message);
      },
      onSettled: asked.close,
    });
  };
  const deactivating = asked.target?.status === 'inactive';
  const name = asked.target?.account.name ?? '';
  const title = `${deactivating ? 'Deactivate' : 'Activate'} ${noun}`;
  const dialog = (
    <ConfirmDialog
      opened={asked.opened}
      title={title}
      confirmColor={deactivating ? 'red' : 'green'}
      busy={change.isPending}
      onConfirm={confirm}
      onCancel={asked.close}
    >
      {deactivating
        ? `Are you sure want to deactivate ${name}? They cannot log in, and an open session ends at their next action.`
        : `Are you sure want to activate ${name}? They can log in again.`}
    </ConfirmDialog>
  );
  return { ask: asked.open, dialog };
}
