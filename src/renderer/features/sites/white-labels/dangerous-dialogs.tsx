import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { ChildBalance, TransferResult } from '@shared/contract/white-labels';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { TypedConfirmDialog } from '@renderer/components/typed-confirm-dialog';
import { useDeleteWhiteLabel } from './use-delete-white-label';
import { count, formatAmount } from '../format';
import { formatCount } from '@renderer/lib/format';

export type Danger = 'lock' | 'transfer' | 'deleteRecords' | 'delete';

interface DialogProps {
  readonly info: ChildBalance;
  readonly currency: string;
  readonly onClose: () => void;
}

const errorText = (error: unknown) => (error ? bridgeErrorOf(error).message : undefined);

/** The users a lock is for and a transfer waits on: those who may bet now (the drawer's May bet; agents never bet), or the active ones when the exchange does not say. */
const mayBetOf = ({ users }: ChildBalance) => users.mayBet ?? users.active;

function LockDialog({ info, currency, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const lock = useOperationMutation(contract.whiteLabels.lockChildren, { errorToast: false });
  const { bettingLocked, suspended, total } = info.users;
  const mayBet = mayBetOf(info);
  return (
    <TypedConfirmDialog
      opened
      title={`Lock all children of ${info.name}`}
      phrase={info.name}
      confirmLabel={`Lock ${count(mayBet, 'user')}`}
      busy={lock.isPending}
      error={errorText(lock.error)}
      extraValid={reason.trim().length >= 3}
      extraTyped={reason.trim() !== ''}
      blocked={mayBet === 0 ? 'No user of this site may bet: each is already locked or suspended, or an agent.' : undefined}
      summary={
        <Text size="sm">
          {count(mayBet, 'user')} of {info.name} will be locked from betting: every user who may bet ({count(bettingLocked + suspended, 'user')} already locked or suspended; agents never bet; {formatCount(total)} in all).
          They keep their balances ({formatAmount(info.money.balance, currency)}) and can still log in; nothing unlocks them in bulk.
        </Text>
      }
      onCancel={onClose}
      onConfirm={(typed) =>
        lock.mutate({ _id: info.whiteLabelId, confirmName: typed, reason }, { onSuccess: ({ data }) => (showSuccessToast(`${count(data.locked, 'user')} of ${info.name} locked from betting.`), onClose()) })
      }
    >
      <TextInput label="Reason" description="Kept with each user's status and in the audit log" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
    </TypedConfirmDialog>
  );
}

function TransferDialog({ info, currency, onClose, onDone }: DialogProps & { onDone(result: TransferResult): void }) {
  const transfer = useOperationMutation(contract.whiteLabels.transfer, { errorToast: false });
  const blocked =
    mayBetOf(info) > 0
      ? `${count(mayBetOf(info), 'user')} may still bet: lock all children first, so no bet lands during the move.`
      : info.withExposure > 0
        ? `${count(info.withExposure, 'user')} have open bets: settle or void them first.`
        : info.status === 'closed'
          ? 'This site is closed: its balances were already moved.'
          : undefined;
  return (
    <TypedConfirmDialog
      opened
      title={`Transfer and back up ${info.name}`}
      phrase={info.name}
      confirmLabel={`Back up, then move ${formatAmount(info.money.balance, currency)}`}
      busy={transfer.isPending}
      blocked={blocked}
      error={errorText(transfer.error)}
      summary={
        <Text size="sm">
          First a backup of {count(info.users.total, 'user')}&apos; balances is written (you can download it). Then {formatAmount(info.money.balance, currency)} moves up to{' '}
          {info.transferTo} in one ledger batch: {count(info.inCredit.users, 'user')} in credit ({formatAmount(info.inCredit.amount, currency)}) and {count(info.inDebit.users, 'user')} in debit (
          {formatAmount(info.inDebit.amount, currency)}) are brought to zero. The site is then closed.
        </Text>
      }
      onCancel={onClose}
      onConfirm={(typed) => transfer.mutate({ _id: info.whiteLabelId, confirmName: typed }, { onSuccess: ({ data }) => (onDone(data), onClose()) })}
    />
  );
}

function DeleteRecordsDialog({ info, currency, onClose }: DialogProps) {
  const remove = useOperationMutation(contract.whiteLabels.deleteRecords, { errorToast: false });
  const holding = info.inCredit.users + info.inDebit.users;
  return (
    <TypedConfirmDialog
      opened
      title={`Delete the records of ${info.name}`}
      phrase={info.name}
      confirmLabel={`Delete ${count(info.users.total, 'user record')}`}
      busy={remove.isPending}
      error={errorText(remove.error)}
      blocked={holding > 0 ? `${count(holding, 'user')} still hold ${formatAmount(info.money.balance, currency)}: transfer the balances first.` : info.lastBackup ? undefined : 'No backup yet: back up (or transfer, which writes one) first.'}
      summary={
        <Text size="sm">
          {count(info.users.total, 'user')} leave {info.name} and are suspended for good. Their ledger history stays (the ledger is never deleted){info.lastBackup ? ` and is in the backup ${info.lastBackup.fileName}` : ''}.
        </Text>
      }
      onCancel={onClose}
      onConfirm={(typed) => remove.mutate({ _id: info.whiteLabelId, confirmName: typed }, { onSuccess: ({ data }) => (showSuccessToast(`${count(data.closed, 'user record')} deleted from ${info.name}.`), onClose()) })}
    />
  );
}

function DeleteSiteDialog({ info, onClose, onDeleted }: DialogProps & { onDeleted(): void }) {
  const remove = useDeleteWhiteLabel(() => (showSuccessToast(`White label ${info.name} deleted.`), onDeleted()));
  return (
    <TypedConfirmDialog
      opened
      title={`Delete ${info.name}`}
      phrase={info.name}
      confirmLabel="Delete white label"
      busy={remove.isPending}
      error={errorText(remove.error)}
      blocked={info.users.total > 0 ? `It still has ${count(info.users.total, 'user')}: transfer the balances and delete the records first.` : undefined}
      summary={<Text size="sm">The site {info.name}, its configuration and its domains are deleted. Its backups stay with the exchange.</Text>}
      onCancel={onClose}
      onConfirm={(typed) => remove.mutate({ _id: info.whiteLabelId, confirmName: typed })}
    />
  );
}

/** The one dangerous dialog open now, if any. */
export function DangerDialog({ danger, onDone, onDeleted, ...props }: DialogProps & { danger: Danger | null; onDone(result: TransferResult): void; onDeleted(): void }) {
  if (danger === 'lock') return <LockDialog {...props} />;
  if (danger === 'transfer') return <TransferDialog {...props} onDone={onDone} />;
  if (danger === 'deleteRecords') return <DeleteRecordsDialog {...props} />;
  if (danger === 'delete') return <DeleteSiteDialog {...props} onDeleted={onDeleted} />;
  return null;
}
