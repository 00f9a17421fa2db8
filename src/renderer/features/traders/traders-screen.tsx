import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { traders, type TraderRow } from '@shared/contract/traders';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useAccountStatusChange } from '@renderer/components/account-status/account-status-change';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useModalTarget } from '@renderer/lib/use-modal-target';
import { IpLogsModal } from './ip-logs-modal';
import { TraderFormModal, type TraderFormTarget } from './trader-form-modal';
import { DELETE_QUESTION, MODAL_TITLES } from './trader-messages';
import { TraderPermissionsModal } from './trader-permissions-modal';
import { TraderTable, type TraderTableActions } from './trader-table';
import type { TraderRef } from './trader-ref';

type PermissionsTarget = { trader: TraderRef; title: string };

/** Spec §2 "Market Trader Management" (route market-trader, permission marketTraderManagement). */
export default function MarketTraderScreen() {
  const form = useModalTarget<TraderFormTarget>();
  const permissions = useModalTarget<PermissionsTarget>();
  const ipLogs = useModalTarget<TraderRef>();
  const deleting = useModalTarget<TraderRow>();
  const remove = useOperationMutation(traders.delete);
  const statusChange = useAccountStatusChange('trader', traders.changeStatus, ({ account, status }) => ({ traderId: account._id, status }));

  // Stable: the table's columns are built from these once.
  const { open: openForm } = form;
  const { open: openPermissions } = permissions;
  const { open: openIpLogs } = ipLogs;
  const { open: openDelete } = deleting;
  const { ask: askStatus } = statusChange;
  const actions = useMemo<TraderTableActions>(
    () => ({
      onAdd: () => openForm({ mode: 'create' }),
      onEdit: (trader) => openForm({ mode: 'edit', trader }),
      onSetPermissions: (trader) => openPermissions({ trader, title: MODAL_TITLES.permissions }),
      onIpLogs: openIpLogs,
      onDelete: openDelete,
      onToggleActive: askStatus,
    }),
    [openForm, openPermissions, openIpLogs, openDelete, askStatus],
  );

  const confirmDelete = () => {
    if (!deleting.target) return;
    remove.mutate({ traderId: deleting.target._id }, {
      onSuccess: ({ message }) => {
        if (message) showSuccessToast(message);
      },
      onSettled: deleting.close,
    });
  };

  return (
    <Stack gap="md">
      <Title order={2}>Market Trader Management</Title>
      <TraderTable actions={actions} />

      <TraderFormModal
        target={form.target}
        opened={form.opened}
        openingKey={form.key}
        onClose={form.close}
        onCreated={(trader) => permissions.open({ trader, title: MODAL_TITLES.permissionsAfterCreate })}
      />
      <TraderPermissionsModal
        trader={permissions.target?.trader ?? null}
        opened={permissions.opened}
        openingKey={permissions.key}
        title={permissions.target?.title ?? MODAL_TITLES.permissions}
        onClose={permissions.close}
      />
      <IpLogsModal trader={ipLogs.target} opened={ipLogs.opened} onClose={ipLogs.close} />
      <ConfirmDialog opened={deleting.opened} title="Delete trader" busy={remove.isPending} onConfirm={confirmDelete} onCancel={deleting.close}>
        {DELETE_QUESTION}
      </ConfirmDialog>
      {statusChange.dialog}
    </Stack>
  );
}
