import { Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { normalisePermissions, toFlags, type PermissionFlags } from '@shared/permissions';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal } from '@renderer/components/form-kit';
import { PermissionEditorForm } from '@renderer/components/permissions/permission-editor-form';
import { PERMISSIONS_SAVED } from './trader-messages';
import { changePermissionMutation, traderPermissionsQuery, type TraderRef } from './traders-api';

/**
 * Both permission modals of spec §2 ("Manage Trader Permissions" after a create, "Privacy & Permissions"
 * from the row): the trader's current flags, the spec §3 hierarchy, normalised (§4) before saving.
 */
export function TraderPermissionsModal({
  trader,
  opened,
  openingKey,
  title,
  onClose,
}: {
  trader: TraderRef | null;
  opened: boolean;
  openingKey: number;
  title: string;
  onClose(): void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="xl">
      {trader && <PermissionsLoader key={openingKey} trader={trader} onClose={onClose} />}
    </FormModal>
  );
}

function PermissionsLoader({ trader, onClose }: { trader: TraderRef; onClose(): void }) {
  // Always the exchange's current flags, never a cached copy from an earlier opening.
  const query = useQuery({ ...traderPermissionsQuery(trader), staleTime: 0 });
  if (!query.data) return <Text c="dimmed">{query.isError ? 'The permissions could not be loaded.' : 'Loading permissions…'}</Text>;
  return <PermissionsForm trader={trader} initial={toFlags(query.data.permission)} onClose={onClose} />;
}

function PermissionsForm({ trader, initial, onClose }: { trader: TraderRef; initial: PermissionFlags; onClose(): void }) {
  const save = useMutation(changePermissionMutation());
  const submit = (flags: PermissionFlags) =>
    save.mutate(
      { traderId: trader._id, permission: normalisePermissions(flags) },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message ?? PERMISSIONS_SAVED);
          onClose();
        },
      },
    );
  return (
    <PermissionEditorForm
      intro={
        <>
          Permissions of <strong>{trader.name}</strong> ({trader.userName}). Switching a group on with none of its parts chosen grants all
          of them; saving with nothing on grants everything.
        </>
      }
      initial={initial}
      saving={save.isPending}
      onSave={submit}
      onCancel={onClose}
    />
  );
}
