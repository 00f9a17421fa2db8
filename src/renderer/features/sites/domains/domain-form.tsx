import { Select, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import { SITE_ENVIRONMENT_LABELS, SITE_ENVIRONMENTS, type Domain, type SiteEnvironment } from '@shared/contract/domains';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { codeOptions } from '@renderer/lib/code-options';

export const ENVIRONMENT_LABELS = SITE_ENVIRONMENT_LABELS;

const LABELS = { name: 'Domain', whiteLabelId: 'White label', environment: 'Environment' };

function DomainForm({ editing, onClose }: EditFormProps<Domain>) {
  const { data: sites } = useOperation(contract.whiteLabels.userCounts, {});
  const kit = useOperationForm({
    operation: contract.domains.save,
    initialValues: { name: editing?.name ?? '', whiteLabelId: editing?.whiteLabelId ?? '', environment: (editing?.environment ?? 'production') as SiteEnvironment },
    labels: LABELS,
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), ...v }),
    onSuccess: ({ data }) => (showSuccessToast(data.status === 'pending' ? `${data.name} saved: publish ${data.verification.name}, then verify.` : `${data.name} saved.`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('domain', editing)} onCancel={onClose}>
      <TextInput label="Domain" required placeholder="play.example.com" data-autofocus {...kit.form.getInputProps('name')} />
      <Select label="White label" required searchable data={(sites ?? []).map((s) => ({ value: s.whiteLabelId, label: s.name }))} {...kit.form.getInputProps('whiteLabelId')} />
      <Select label="Environment" data={codeOptions(SITE_ENVIRONMENTS, ENVIRONMENT_LABELS)} allowDeselect={false} {...kit.form.getInputProps('environment')} />
    </OperationFormBody>
  );
}

export const DomainFormModal = editFormModal(DomainForm, (domain) => (domain ? `Edit ${domain.name}` : 'Add domain'));
