import { Text } from '@mantine/core';
import { permissions } from '@shared/contract/permissions';
import { traders } from '@shared/contract/traders';
import { normalisePermissions, toFlags, type PermissionFlags, type PermissionKey } from '@shared/permissions';
import { useOperation } from '@renderer/app/data/use-operation';
import { FormModal } from '@renderer/components/form-kit';
import { grantableOf } from '@renderer/components/permissions/permission-editor-form';
import { PermissionSaveForm } from '@renderer/components/permissions/permission-save-form';
import { PERMISSIONS_SAVED } from './trader-messages';
import type { TraderRef } from './trader-ref';

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
  const query = useOperation(permissions.getTraderPermissions, { traderIs: trader.role, traderId: trader._id }, { staleTime: 0 });
  if (!query.data) return <Text c="dimmed">{query.isError ? 'The permissions could not be loaded.' : 'Loading permissions…'}</Text>;
  return <PermissionsForm trader={trader} initial={toFlags(query.data.permission)} onClose={onClose} />;
}

/**
 * The map to save: normalised (spec §4), then, for a user who is not an admin, only what they hold, since
 * normalising may switch on parts of a group (or everything) that they may not give. A group left with none
 * of its parts goes too, or the exchange's own normalising would give all of them again.
 */
export const permissionsToSave = (flags: PermissionFlags, holds: (key: PermissionKey) => boolean): PermissionFlags => grantableOf(normalisePermissions(flags), holds);

function PermissionsForm({ trader, initial, onClose }: { trader: TraderRef; initial: PermissionFlags; onClose(): void }) {
  return (
    <PermissionSaveForm
      operation={traders.changePermission}
      input={(permission) => ({ traderId: trader._id, permission })}
      // What the dialog previews and what Save sends: the same normalisation, the same limits.
      toSave={permissionsToSave}
      savedMessage={PERMISSIONS_SAVED}
      intro={
        <>
          Permissions of <strong>{trader.name}</strong> ({trader.userName}). Switching a group on switches on its parts; anything saving
          would grant beyond the switches is said before you save.
        </>
      }
      initial={initial}
      onClose={onClose}
    />
  );
}
