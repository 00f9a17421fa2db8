import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { workspaceNameSchema } from '@shared/contract/windows';

/** "Save workspace as…": the current layout under a new (or an existing) name. */
export function SaveWorkspaceModal({ opened, busy, onSave, onClose }: { opened: boolean; busy: boolean; onSave(name: string): void; onClose(): void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = workspaceNameSchema.safeParse(name);
  const error = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const close = () => {
    setName('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Save workspace" centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (parsed.success) {
            onSave(parsed.data);
            setName('');
            setTouched(false);
          }
        }}
      >
        <Stack gap="md">
          <TextInput label="Workspace name" required data-autofocus value={name} error={error} onChange={(e) => setName(e.currentTarget.value)} onBlur={() => setTouched(true)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!parsed.success}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
