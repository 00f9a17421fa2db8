import 'mantine-react-table/styles.css';
import { Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TraderRow, TraderStatus } from '@shared/contract/traders';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { IpLogsModal } from './ip-logs-modal';
import { TraderFormModal, type TraderFormTarget } from './trader-form-modal';
import { DELETE_QUESTION, MODAL_TITLES } from './trader-messages';
import { TraderPermissionsModal } from './trader-permissions-modal';
import { TraderTable, type TraderTableActions } from './trader-table';
import { changeStatusMutation, deleteTraderMutation, type TraderRef } from './traders-api';

type PermissionsTarget = { trader: TraderRef; title: string };
type StatusTarget = { trader: TraderRow; status: TraderStatus };

/** Spec §2 "Market Trader Management" (route market-trader, permission marketTraderManagement). */
export default function MarketTraderScreen() {
  const [form, setForm] = useState<TraderFormTarget | null>(null);
  const [permissions, setPermissions] = useState<PermissionsTarget | null>(null);
  const [ipLogs, setIpLogs] = useState<TraderRef | null>(null);
  const [deleting, setDeleting] = useState<TraderRow | null>(null);
  const [statusChange, setStatusChange] = useState<StatusTarget | null>(null);
  const remove = useMutation(deleteTraderMutation());
  const changeStatus = useMutation(changeStatusMutation());

  // Stable: the table's columns are built from these once.
  const actions = useMemo<TraderTableActions>(
    () => ({
      onAdd: () => setForm({ mode: 'create' }),
      onEdit: (trader) => setForm({ mode: 'edit', trader }),
      onSetPermissions: (trader) => setPermissions({ trader, title: MODAL_TITLES.permissions }),
      onIpLogs: setIpLogs,
      onDelete: setDeleting,
      onToggleActive: (trader, active) => setStatusChange({ trader, status: active ? 'active' : 'inactive' }),
    }),
    [],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        if (message) showSuccessToast(message);
      },
      onSettled: () => setDeleting(null),
    });
  };
  const confirmStatus = () => {
    if (!statusChange) return;
    changeStatus.mutate(
      { traderId: statusChange.trader._id, status: statusChange.status },
      {
        onSuccess: ({ message }) => {
          if (message) showSuccessToast(message);
        },
        onSettled: () => setStatusChange(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={2}>Market Trader Management</Title>
      <TraderTable actions={actions} />

      <TraderFormModal
        target={form}
        onClose={() => setForm(null)}
        onCreated={(trader) => setPermissions({ trader, title: MODAL_TITLES.permissionsAfterCreate })}
      />
      <TraderPermissionsModal trader={permissions?.trader ?? null} title={permissions?.title ?? ''} onClose={() => setPermissions(null)} />
      <IpLogsModal trader={ipLogs} onClose={() => setIpLogs(null)} />
      <ConfirmDialog opened={deleting !== null} title="Delete trader" busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {DELETE_QUESTION}
      </ConfirmDialog>
      <ConfirmDialog
        opened={statusChange !== null}
        title={statusChange?.status === 'inactive' ? 'Deactivate trader' : 'Activate trader'}
        confirmColor={statusChange?.status === 'inactive' ? 'red' : 'green'}
        busy={changeStatus.isPending}
        onConfirm={confirmStatus}
        onCancel={() => setStatusChange(null)}
      >
        {statusChange?.status === 'inactive'
          ? `Are you sure want to deactivate ${statusChange.trader.name}? They cannot log in, and an open session ends at their next action.`
          : `Are you sure want to activate ${statusChange?.trader.name ?? ''}? They can log in again.`}
      </ConfirmDialog>
    </Stack>
  );
}
