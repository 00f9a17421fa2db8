import { TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { contract } from '@shared/contract';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { useShowWorkspaces, useWorkspaces } from './use-workspaces';

const TITLE = 'Save workspace';

/** Main keeps one workspace per name whatever its case ("default" replaces "Default"): the same rule here. */
const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** "Save workspace as…": the current layout under a new name, or over an existing one once the user says Replace. */
export function SaveWorkspaceModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLE} size="sm">
      <SaveWorkspaceForm onClose={onClose} />
    </FormModal>
  );
}

function SaveWorkspaceForm({ onClose }: { onClose(): void }) {
  const show = useShowWorkspaces();
  const { data, refetch } = useWorkspaces();
  /** The existing workspace the typed name would replace (kept while the question closes, so its words stay). */
  const [replacing, setReplacing] = useState({ existing: '', name: '' });
  const [asking, setAsking] = useState(false);
  /** Set by Replace for the submit it starts: main replaces an existing workspace only when told to. */
  const replace = useRef(false);
  const ask = (existing: string, name: string) => {
    setReplacing({ existing, name });
    setAsking(true);
  };
  const kit = useOperationForm({
    operation: contract.windows.saveWorkspace,
    initialValues: { name: '' },
    toInput: (values) => ({ name: values.name, replace: replace.current }),
    labels: { name: 'Workspace name' },
    // Monitors stay in sight while the layout is saved.
    spinner: false,
    // Said, not only shown in the Workspace box: the layout is kept under that name from now on.
    onSuccess: (answer) => (show(answer), showSuccessToast(`Workspace "${answer.data.active}" saved.`), onClose()),
    // Another window saved that name after this one read the list: ask now, as if it had been there (the
    // question is the answer, so no error toast); any other failure toasts.
    onError: (failure, input) => {
      if (failure.kind !== 'conflict' || input.replace) return false;
      const name = input.name.trim();
      // The list read again has the workspace saved meanwhile, under its own spelling.
      void refetch().then(({ data: fresh }) => ask(fresh?.names.find((w) => sameName(w.name, name))?.name ?? name, name));
      return true;
    },
  });
  // A name taken already (ignoring case) replaces that workspace: only after the user says so. Save waits
  // for the names (the hub has them before it offers Save as…).
  const canSubmit = kit.canSubmit && data !== undefined;
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!data) return;
    const name = kit.form.getValues().name.trim();
    const existing = kit.canSubmit ? data.names.find((w) => sameName(w.name, name)) : undefined;
    replace.current = false;
    if (existing) ask(existing.name, name);
    else kit.submit();
  };
  return (
    <>
      <OperationFormBody kit={{ ...kit, submit, canSubmit }} label={TITLE} onCancel={onClose} gap="md">
        <TextInput label="Workspace name" required data-autofocus {...kit.form.getInputProps('name')} />
      </OperationFormBody>
      <ConfirmDialog
        opened={asking}
        title="Replace workspace"
        confirmLabel="Replace"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          replace.current = true;
          kit.submit();
        }}
      >
        Replace workspace {replacing.existing}? Its layout gives way to the current one
        {replacing.existing === replacing.name ? '.' : `, saved as “${replacing.name}”.`}
      </ConfirmDialog>
    </>
  );
}
