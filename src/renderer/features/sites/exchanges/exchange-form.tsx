import { Group, Select, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import { EXCHANGE_STATUS_LABELS, EXCHANGE_STATUSES, type ExchangeRecord, type ExchangeStatus } from '@shared/contract/exchanges';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useAddOrEditForm, type EditFormProps, type OperationForm } from '@renderer/components/form-kit';
import { codeOptions } from '@renderer/lib/code-options';

const LABELS = { name: 'Name', code: 'Code', apiUrl: 'API URL', currency: 'Currency', status: 'Status' };
type Values = { name: string; code: string; apiUrl: string; currency: string; status: ExchangeStatus };

function Fields({ form }: { form: OperationForm<Values>['form'] }) {
  return (
    <>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Group grow align="flex-start">
        <TextInput label="Code" required placeholder="MUM" {...form.getInputProps('code')} />
        <TextInput label="Currency" required placeholder="INR" {...form.getInputProps('currency')} />
      </Group>
      <TextInput label="API URL" required placeholder="https://api.exchange.example" {...form.getInputProps('apiUrl')} />
      <Select label="Status" data={codeOptions(EXCHANGE_STATUSES, EXCHANGE_STATUS_LABELS)} allowDeselect={false} {...form.getInputProps('status')} />
    </>
  );
}

function ExchangeForm({ editing, onClose }: EditFormProps<ExchangeRecord>) {
  const initialValues: Values = { name: editing?.name ?? '', code: editing?.code ?? '', apiUrl: editing?.apiUrl ?? 'https://', currency: editing?.currency ?? 'INR', status: editing?.status ?? 'active' };
  const done = ({ data }: { data: ExchangeRecord }) => (showSuccessToast(`Exchange ${data.name} saved.`), onClose());
  const kit = useAddOrEditForm({ add: contract.exchanges.add, edit: contract.exchanges.update, editing, initialValues, labels: LABELS, onSuccess: done });
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('exchange', editing)} onCancel={onClose}>
      <Fields form={kit.form} />
    </OperationFormBody>
  );
}

export const ExchangeFormModal = editFormModal(ExchangeForm, (exchange) => (exchange ? `Edit ${exchange.name}` : 'Add exchange'));
