import { Select, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { contract } from '@shared/contract';
import { STREAM_KIND_LABELS, STREAM_KINDS, type StreamApp, type StreamKind } from '@shared/contract/streaming';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';
import { codeOptions } from '@renderer/lib/code-options';

function AppForm({ editing, onClose }: EditFormProps<StreamApp>) {
  const kit = useOperationForm({
    operation: contract.streaming.saveApp,
    initialValues: { name: editing?.name ?? '', kind: (editing?.kind ?? 'sports') as StreamKind, notes: editing?.notes ?? '' },
    labels: { name: 'Name', kind: 'Kind', notes: 'Notes' },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), ...v }),
    onSuccess: ({ data }) => (showSuccessToast(`Stream app ${data.name} saved.`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label="Stream app" onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...kit.form.getInputProps('name')} />
      <Select label="Kind" data={codeOptions(STREAM_KINDS, STREAM_KIND_LABELS)} allowDeselect={false} {...kit.form.getInputProps('kind')} />
      <Textarea label="Notes" autosize minRows={2} {...kit.form.getInputProps('notes')} />
    </OperationFormBody>
  );
}

const AppFormModal = editFormModal(AppForm, (app) => addOrEditTitle('stream app', app));

/** The streaming apps (providers, studios) streams come from. */
export function AppsTab() {
  const rows = useEditDelete<StreamApp>(contract.streaming.deleteApp);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.streaming.saveApp, onEdit: edit });
  const columns = useMemo<ServerColumn<StreamApp>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      labelColumn('kind', 'Kind', STREAM_KIND_LABELS),
      { id: 'streamCount', accessorKey: 'streamCount', header: 'Streams' },
      { id: 'notes', accessorKey: 'notes', header: 'Notes' },
      editDeleteColumn({ save: contract.streaming.saveApp, remove: contract.streaming.deleteApp, rowName: (app) => app.name, onEdit: edit, onDelete: askDelete }),
    ],
    [edit, askDelete],
  );
  return (
    <section aria-label="Stream apps">
      <ServerTable
        label="Stream app list"
        operation={contract.streaming.apps}
        wholeList={(a) => `${a.name} ${a.notes}`}
        columns={columns}
        pageSize={15}
        searchPlaceholder="Search apps"
        onOpenRow={openEdit}
        add={{ label: 'Add stream app', op: contract.streaming.saveApp, onClick: rows.add }}
      />
      <AppFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete stream app">
        Delete the stream app {rows.deleting?.name}? Its streams stay, without an app.
      </ConfirmDelete>
    </section>
  );
}
