import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { contract } from '@shared/contract';
import { variableKeyClash, variableRule, type Domain, type DomainVariable } from '@shared/contract/domains';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ChangedSinceAlert, EditsRecordContext, FormModal, useGuardedClose, useOperationForm, useRereadableRecord } from '@renderer/components/form-kit';
import { TableHead } from '@renderer/components/table-head';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { useEditDelete } from '@renderer/components/use-edit-delete';

/**
 * One row being written: a new variable (no _id) or an existing one's new value. Checked by the contract's
 * schema as it is typed (the exchange checks the same again): each problem shows on its field and Add
 * stays off (the Value again when the Key changes); Escape with something typed asks before it is lost. A key the domain holds already, in any
 * case, is refused on the Key field before sending, with the exchange's words.
 */
function VariableEditor({
  domainId,
  variables,
  editing,
  takeKeyboard,
  onDone,
}: {
  domainId: string;
  variables: readonly DomainVariable[];
  editing: DomainVariable | undefined;
  /** Started by the user (an Edit, a save, a cancel): the keyboard goes to it (the Value of an edit, else the Key), not to the page. */
  takeKeyboard: boolean;
  onDone(): void;
}) {
  const [keyField, valueField] = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];
  useEffect(() => {
    if (takeKeyboard) (editing ? valueField : keyField).current?.focus();
    // Once, as the editor starts: it is started again (a new key) for each variable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const kit = useOperationForm({
    operation: contract.domains.saveVariable,
    initialValues: { key: editing?.key ?? '', value: editing?.value ?? '' },
    labels: { key: 'Key', value: 'Value' },
    validate: ({ key }) => {
      const clash = variableKeyClash(variables, { _id: editing?._id, key });
      return clash ? { key: clash } : {};
    },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), domainId, key: v.key, value: v.value }),
    // A row of a table, not a form of its own: nothing to offer back in a later session.
    drafts: false,
    onSuccess: ({ data }) => (showSuccessToast(`${data.key} saved.`), onDone()),
  });
  const { form } = kit;
  // The Value's rule follows the Key (an email for supportEmail, text for notes.*): a new key checks the
  // value already there again, so its message is never one of the key before.
  form.watch('key', () => {
    if (form.isTouched('value') || form.errors.value !== undefined) form.validateField('value');
  });
  useGuardedClose(() => form.isDirty(), onDone);
  const hint = variableRule(form.values.key.trim())?.hint;
  return (
    <form aria-label={editing ? `Change ${editing.key}` : 'Add variable'} noValidate onSubmit={kit.submit}>
      {kit.changedSince && <ChangedSinceAlert refusal={kit.changedSince} />}
      <Group align="flex-start" gap="xs">
        <TextInput ref={keyField} label="Key" description="siteName, colour.primary, feature.casino…" w={220} {...form.getInputProps('key')} />
        <TextInput ref={valueField} label="Value" description={hint ?? 'Text; feature.* takes on or off, colour.* a hex colour'} w={260} {...form.getInputProps('value')} />
        <Button type="submit" mt={24} disabled={!kit.canSubmit} loading={kit.pending}>
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
  const [picked, setPicked] = useState<DomainVariable | undefined>();
  // The variable as its Edit opened it: its save names that version (a change since is refused, with Reload).
  const { editing, edited, forget } = useRereadableRecord(picked);
  // Each save or cancel starts a fresh editor: empty for the next variable, nothing left to discard.
  const [round, setRound] = useState(0);
  const done = () => (forget(), setPicked(undefined), setRound((n) => n + 1));
  // A delete asks first: the sites reading the variable lose it at once.
  const rows = useEditDelete<DomainVariable>(contract.domains.deleteVariable);
  return (
    <FormModal opened={domain !== null} onClose={onClose} title={domain ? `Variables of ${domain.name}` : 'Variables'} size="xl">
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
                      <Button size="compact-xs" variant="subtle" onClick={() => setPicked(variable)} aria-label={`Edit ${variable.key}`}>
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
          <EditsRecordContext.Provider value={edited}>
            <VariableEditor key={`${editing?._id ?? 'new'}-${round}`} domainId={domain._id} variables={data ?? []} editing={editing} takeKeyboard={round > 0 || editing !== undefined} onDone={done} />
          </EditsRecordContext.Provider>
          <ConfirmDelete rows={rows} title="Delete variable">
            Delete {rows.deleting?.key} of {domain.name}? The sites on this domain no longer read it.
          </ConfirmDelete>
        </Stack>
      )}
    </FormModal>
  );
}
