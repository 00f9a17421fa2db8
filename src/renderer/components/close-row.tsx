import { Button, Group } from '@mantine/core';

/** A dialog's one way out when there is nothing to do in it: Close, at its right, with the focus. */
export function CloseRow({ onClose }: { onClose(): void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} data-autofocus>
        Close
      </Button>
    </Group>
  );
}
