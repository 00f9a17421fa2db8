import { Button, Group, Menu, Paper, Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { windows } from '@shared/contract/windows';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { SaveWorkspaceModal } from './save-workspace-modal';
import { openPendingMonitors } from './pending-monitors';
import { useShowWorkspaces, useWorkspaces } from './use-workspaces';

/** Workspace changes are background work of the hub: never the full-screen spinner. */
const QUIET = { spinner: false } as const;

/**
 * The user's named workspaces: which one is active, save the current layout as…, switch (its monitors
 * open, the others close), delete. The active one is saved as it changes, so it comes back at next start.
 * After a delete's question the keyboard goes back to Delete… (its menu item has gone), or, once no other
 * workspace is left to delete, to the Workspace field.
 */
export function WorkspaceBar() {
  const { data } = useWorkspaces();
  const show = useShowWorkspaces();
  const [saving, save] = useDisclosure(false);
  const [deleting, setDeleting] = useState<string | undefined>(undefined);
  const loadMutation = useOperationMutation(windows.loadWorkspace, QUIET);
  const deleteMutation = useOperationMutation(windows.deleteWorkspace, QUIET);
  if (!data) return null;
  const open = data.current.monitors.filter((m) => m.open).length;
  return (
    // A section (unnamed: no landmark) for the keyboard to come back to once Delete… is off: its first control.
    <Paper withBorder p="sm" component="section">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Workspace"
          w={220}
          allowDeselect={false}
          data={data.names.map((w) => ({ value: w.name, label: `${w.name} (${w.monitors} open)` }))}
          value={data.active}
          onChange={(name) => {
            if (!name || name === data.active) return;
            // Opening the new workspace's tabs needs this click's user activation: do it as soon as the core answers.
            loadMutation.mutate({ name }, { onSuccess: (answer) => (show(answer), void openPendingMonitors()) });
          }}
        />
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} onClick={save.open}>
          Save as…
        </Button>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconTrash size={16} />} disabled={data.names.length < 2}>
              Delete…
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {data.names
              .filter((w) => w.name !== data.active)
              .map((w) => (
                <Menu.Item key={w.name} color="red" onClick={() => setDeleting(w.name)}>
                  Delete “{w.name}”
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
        <Text size="sm" c="dimmed">
          {open === 0 ? 'No monitor windows in this workspace.' : `${open} monitor window${open === 1 ? '' : 's'} in this workspace, ${data.openNow.length} open now.`}
        </Text>
      </Group>
      <SaveWorkspaceModal opened={saving} onClose={save.close} />
      <ConfirmDialog
        opened={deleting !== undefined}
        title="Delete workspace"
        busy={deleteMutation.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && deleteMutation.mutate({ name: deleting }, { onSuccess: show, onSettled: () => setDeleting(undefined) })}
      >
        Delete the workspace “{deleting}”? Its layout is gone for good.
      </ConfirmDialog>
    </Paper>
  );
}
