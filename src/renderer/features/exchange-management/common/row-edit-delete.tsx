import { Button, Group } from '@mantine/core';
import type { PermissionKey } from '@shared/permissions';
import { Can } from '@renderer/components/can';

/** Edit and, where the row can go, Delete at the end of a row, for holders of `permission`. */
export function RowEditDelete({ permission, onEdit, onDelete }: { permission: PermissionKey; onEdit(): void; onDelete?: (() => void) | undefined }) {
  return (
    <Can permission={permission}>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button size="compact-xs" variant="subtle" onClick={onEdit}>
          Edit
        </Button>
        {onDelete && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Group>
    </Can>
  );
}
