import { TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { useShowWorkspaces } from './use-workspaces';

const TITLE = 'Save workspace';

/** "Save workspace as…": the current layout under a new (or an existing) name. */
export function SaveWorkspaceModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLE} size="sm">
      <SaveWorkspaceForm onClose={onClose} />
    </FormModal>
  );
}

function SaveWorkspaceForm({ onClose }: { onClose(): void }) {
  const show = useShowWorkspaces();
  const kit = useOperationForm({
    operation: contract.windows.saveWorkspace,
    initialValues: { name: '' },
    labels: { name: 'Workspace name' },
    // Monitors stay in sight while the layout is saved.
    spinner: false,
    onSuccess: (answer) => (show(answer), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label={TITLE} onCancel={onClose} gap="md">
      <TextInput label="Workspace name" required data-autofocus {...kit.form.getInputProps('name')} />
    </OperationFormBody>
  );
}
