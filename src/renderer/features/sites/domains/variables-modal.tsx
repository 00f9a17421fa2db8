import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { KNOWN_VARIABLES, variableProblem, type Domain, type DomainVariable } from '@shared/contract/domains';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { TableHead } from '@renderer/components/table-head';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { useEditDelete } from '@renderer/components/use-edit-delete';

/** One row being written: a new variable (no _id) or an existing one's new value. */
function VariableEditor({ domainId, editing, onDone }: { domainId: string; editing: DomainVariable | undefined; onDone(): void }) {
  const [key, setKey] = useState(editing?.key ?? '');
  const [value, setValue] = useState(editing?.value ?? '');
  const save = useOperationMutation(contract.domains.saveVariable);
  // What the exchange refused on the key (a key the domain has already), until the key is changed.
  const refusedKey = save.error ? bridgeErrorOf(save.error).fieldErrors?.key : undefined;
  const problem = key.trim() === '' ? undefined : variableProblem(key.trim(), value.trim());
  const hint = KNOWN_VARIABLES[key.trim()]?.hint;
  return (
    <form
      aria-label={editing ? `Change ${editing.key}` : 'Add variable'}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ ...(editing ? { _id: editing._id } : {}), domainId, key: key.trim(), value: value.trim() }, { onSuccess: () => (showSuccessToast(`${key.trim()} saved.`), onDone()) });
      }}
    >
      <Group align="flex-start" gap="xs">
        <TextInput label="Key" value={key} onChange={(e) => (setKey(e.currentTarget.value), save.reset())} error={problem?.startsWith('Key') ? problem : refusedKey} description="siteName, colour.primary, feature.casino…" w={220} />
        <TextInput label="Value" value={value} onChange={(e) => setValue(e.currentTarget.value)} error={problem && !problem.startsWith('Key') ? problem : undefined} description={hint ?? 'Text; feature.* takes on or off'} w={260} />
        <Button type="submit" mt={24} disabled={key.trim() === '' || problem !== undefined} loading={save.isPending}>
          {editing ? 'Save' : 'Add'}
        </Button>
        {editing && (
          <Button variant="default" mt={24} onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}

/** A domain's variables as a key/value table, each key checked as it is typed (and by the exchange again). */
export function VariablesModal({ domain, onClose }: { domain: Domain | null; onClose(): void }) {
  const { data } = useOperation(contract.domains.variables, { domainId: domain?._id ?? '' }, { enabled: domain !== null });
  const [editing, setEditing] = useState<DomainVariable | undefined>();
  // A delete asks first: the sites reading the variable lose it at once.
  const rows = useEditDelete<DomainVariable>(contract.domains.deleteVariable);
  return (
    <Modal opened={domain !== null} onClose={onClose} title={domain ? `Variables of ${domain.name}` : 'Variables'} size="xl" centered>
      {domain && (
        <Stack gap="md">
          <Table withTableBorder aria-label="Domain variables">
            <TableHead headers={['Key', 'Value', 'Actions']} />
            <Table.Tbody>
              {(data ?? []).map((variable) => (
                <Table.Tr key={variable._id}>
                  <Table.Td>{variable.key}</Table.Td>
                  <Table.Td>{variable.value}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(variable)} aria-label={`Edit ${variable.key}`}>
                        Edit
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete ${variable.key}`} onClick={() => rows.askDelete(variable)}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data?.length === 0 && <Text size="sm">No variables yet.</Text>}
          <VariableEditor key={editing?._id ?? 'new'} domainId={domain._id} editing={editing} onDone={() => setEditing(undefined)} />
          <ConfirmDelete rows={rows} title="Delete variable">
            Delete {rows.deleting?.key} of {domain.name}? The sites on this domain no longer read it.
          </ConfirmDelete>
        </Stack>
      )}
    </Modal>
  );
}
