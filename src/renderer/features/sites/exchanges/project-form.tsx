import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { Project } from '@shared/contract/exchanges';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useAddOrEditForm, type EditFormProps } from '@renderer/components/form-kit';

const LABELS = { name: 'Name', description: 'Description', exchangeIds: 'Exchanges' };
type Values = { name: string; description: string; exchangeIds: string[] };

function ProjectForm({ editing, onClose }: EditFormProps<Project>) {
  const { data: names } = useOperation(contract.exchanges.names, {});
  const initialValues: Values = { name: editing?.name ?? '', description: editing?.description ?? '', exchangeIds: editing?.exchanges.map((x) => x.exchangeId) ?? [] };
  const done = ({ data }: { data: Project }) => (showSuccessToast(`Project ${data.name} saved.`), onClose());
  const kit = useAddOrEditForm({ add: contract.projects.add, edit: contract.projects.edit, editing, initialValues, labels: LABELS, onSuccess: done });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('project', editing)} onCancel={onClose}>
      <TextInput label="Name" required data-autofocus {...kit.form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...kit.form.getInputProps('description')} />
      <MultiSelect label="Exchanges" description="New exchanges start paused" required data={(names ?? []).map((n) => ({ value: n._id, label: n.name }))} searchable {...kit.form.getInputProps('exchangeIds')} />
    </OperationFormBody>
  );
}

export const ProjectFormModal = editFormModal(ProjectForm, (project) => (project ? `Edit ${project.name}` : 'Add project'));
