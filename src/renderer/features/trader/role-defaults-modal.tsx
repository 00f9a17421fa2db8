import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toFlags } from '@shared/permissions';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { showSuccessToast } from '@renderer/app/notify';
import { PermissionEditor } from '@renderer/components/permissions/permission-editor';
import { normaliseRoleDefaults } from './role-defaults';
import { updateRoleDefaultsMutation } from './staff-api';

/** A role's default permissions, in the same editor as a trader's; they apply to accounts created afterwards. */
export function RoleDefaultsModal({
  role,
  opened,
  openingKey,
  onClose,
}: {
  role: StaffRoleInfo | null;
  opened: boolean;
  openingKey: number;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={role ? `Default Permissions: ${role.label}` : 'Default Permissions'} size="xl" centered>
      {role && <RoleDefaultsForm key={openingKey} role={role} onClose={onClose} />}
    </Modal>
  );
}

function RoleDefaultsForm({ role, onClose }: { role: StaffRoleInfo; onClose(): void }) {
  const [flags, setFlags] = useState(() => toFlags(role.permission));
  const save = useMutation(updateRoleDefaultsMutation());
  const submit = () =>
    save.mutate(
      { role: role.role, permission: normaliseRoleDefaults(flags) },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message ?? 'Role defaults updated.');
          onClose();
        },
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        New {role.label} accounts start with these permissions. Existing accounts keep theirs; change those one by one.
      </Text>
      <ScrollArea.Autosize mah="calc(100dvh - 18rem)" type="auto" offsetScrollbars>
        <PermissionEditor value={flags} onChange={setFlags} />
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
