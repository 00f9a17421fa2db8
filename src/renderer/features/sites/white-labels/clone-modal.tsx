import { Badge, Group, Loader, Table, Text, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { WhiteLabel } from '@shared/contract/white-labels';
import { useOperation } from '@renderer/app/data/use-operation';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { TableHead } from '@renderer/components/table-head';
import { formatAmount } from '../format';
import { announceProvisioning } from './white-label-form';

/** What the copy takes from its source and what it does not, before anything is made. */
function CloneDiff({ sourceId }: { sourceId: string }) {
  const { data, isPending } = useOperation(contract.whiteLabels.clonePreview, { sourceId });
  if (isPending || !data) return <Loader role="status" size="sm" aria-label="Loading what will be copied" />;
  return (
    <Table withTableBorder aria-label="What the clone copies" verticalSpacing={4}>
      <TableHead headers={['What', `In ${data.sourceName}`, 'In the copy']} />
      <Table.Tbody>
        {data.lines.map((line) => (
          <Table.Tr key={line.field}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td>{line.amount ? `${line.value}, ${formatAmount(line.amount.value, line.amount.currency)}` : line.value}</Table.Td>
            <Table.Td>
              {line.copied ? (
                <Badge color="green" variant="light">
                  Copied
                </Badge>
              ) : (
                <Text size="sm" component="div">
                  <Badge color="gray" variant="light" mr={6}>
                    Not copied
                  </Badge>
                  {line.reason}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CloneForm({ source, onClose }: { source: WhiteLabel; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.whiteLabels.cloneAndProvision,
    initialValues: { name: `${source.name} Copy`, adminUrl: 'https://', clientUrl: 'https://' },
    labels: { name: 'Name', adminUrl: 'Admin URL', clientUrl: 'Client URL' },
    toInput: (v) => ({ sourceId: source._id, ...v }),
    onSuccess: ({ data }) => (announceProvisioning(data, `cloned from ${source.name}`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label={`Clone ${source.name}`} onCancel={onClose}>
      <CloneDiff sourceId={source._id} />
      <TextInput label="Name" required data-autofocus {...kit.form.getInputProps('name')} />
      <Group grow align="flex-start">
        <TextInput label="Admin URL" required {...kit.form.getInputProps('adminUrl')} />
        <TextInput label="Client URL" required {...kit.form.getInputProps('clientUrl')} />
      </Group>
    </OperationFormBody>
  );
}

export function CloneModal({ source, onClose }: { source: WhiteLabel | null; onClose(): void }) {
  return (
    <FormModal opened={source !== null} onClose={onClose} title={source ? `Clone ${source.name}` : 'Clone'} size="xl">
      {source && <CloneForm source={source} onClose={onClose} />}
    </FormModal>
  );
}
