import { Badge, Button, Checkbox, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import { CASINO_MONITOR_FLAGS, type CasinoMonitorFlag } from '@shared/contract/streaming';
import { useCanCall } from '@renderer/app/data/can-call';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { RowEditDelete } from '@renderer/components/row-edit-delete';
import { useEditDelete } from '@renderer/components/use-edit-delete';
import { TableHead } from '@renderer/components/table-head';

/** The most casino tables the Table field offers as a list. */
const TABLES_LISTED = 100;

type Monitor = { _id: string; tableName: string; streamId: string; streamName: string; flags: Partial<Record<CasinoMonitorFlag, boolean>> };
const FLAG_LABELS: Record<CasinoMonitorFlag, string> = { autoplay: 'Autoplay', sound: 'Sound', showScore: 'Show score', showRound: 'Show round' };

/** The casino's tables by name, for the Table field (as the ball-by-ball tab lists them), sorted; a name saved before that is no table any more stays choosable, so the form shows it. */
const tableChoices = (tables: ReadonlyArray<{ name: string }>, current: string): string[] => {
  const names = [...new Set(tables.map((table) => table.name))].sort((a, b) => a.localeCompare(b));
  return current !== '' && !names.includes(current) ? [current, ...names] : names;
};

function CasinoMonitorForm({ editing, onClose }: EditFormProps<Monitor>) {
  const streams = useOperation(contract.streaming.streams, { start: 0, length: 100, kind: 'casino' }, { spinner: false });
  // The tables are the casino's (casinoMonitor): without that flag the name is typed, and the exchange checks it.
  const canListTables = useCanCall(contract.casino.events);
  const tables = useOperation(contract.casino.events, { start: 0, length: TABLES_LISTED }, { enabled: canListTables, spinner: false });
  // More tables than one read lists: the name is typed, and the exchange checks it, rather than offer only some.
  const chooseTable = canListTables && (tables.data?.recordsTotal ?? 0) <= TABLES_LISTED;
  const kit = useOperationForm({
    operation: contract.streaming.saveCasinoMonitor,
    initialValues: { tableName: editing?.tableName ?? '', streamId: editing?.streamId ?? '', flags: { autoplay: true, ...editing?.flags } as Monitor['flags'] },
    labels: { tableName: 'Table', streamId: 'Stream' },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), ...v }),
    onSuccess: () => (showSuccessToast('Casino stream monitor saved.'), onClose()),
  });
  const { form } = kit;
  return (
    <OperationFormBody kit={kit} label="Casino stream monitor" onCancel={onClose}>
      {chooseTable ? (
        <Select
          label="Table"
          required
          searchable
          data-autofocus
          nothingFoundMessage={tables.isPending ? 'Loading the casino tables…' : 'No casino table has that name.'}
          {...form.getInputProps('tableName')}
          data={tableChoices(tables.data?.data ?? [], form.values.tableName)}
          value={form.values.tableName || null}
          onChange={(value) => form.setFieldValue('tableName', value ?? '')}
        />
      ) : (
        <TextInput label="Table" description="The casino table's name, as the casino lists it" required data-autofocus {...form.getInputProps('tableName')} />
      )}
      <Select label="Stream" required data={(streams.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))} {...form.getInputProps('streamId')} />
      <Group>
        {CASINO_MONITOR_FLAGS.map((flag) => (
          <Checkbox key={flag} label={FLAG_LABELS[flag]} checked={form.values.flags[flag] === true} onChange={(e) => form.setFieldValue('flags', { ...form.values.flags, [flag]: e.currentTarget.checked })} />
        ))}
      </Group>
    </OperationFormBody>
  );
}

const CasinoMonitorFormModal = editFormModal(CasinoMonitorForm, (monitor) => addOrEditTitle('casino stream monitor', monitor));

/** Casino tables' streams on the casino monitor, with how each shows. */
export function CasinoStreamsTab() {
  // A failed read is shown in the table itself, where the user looks.
  const monitors = useOperation(contract.streaming.casinoMonitors, {}, { errorToast: false });
  const rows = useEditDelete<Monitor>(contract.streaming.deleteCasinoMonitor);
  return (
    <section aria-label="Casino stream monitors">
      <CanCall op={contract.streaming.saveCasinoMonitor}>
        <Button size="compact-sm" mb="xs" onClick={rows.add}>
          Add casino stream monitor
        </Button>
      </CanCall>
      <Table striped aria-label="Casino stream monitor list">
        <TableHead headers={['Table', 'Stream', 'Flags', '']} />
        <Table.Tbody>
          {monitors.isError && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Group gap="xs" role="alert">
                  <Text size="sm" c="red">
                    The casino stream monitors could not be loaded: {bridgeErrorOf(monitors.error).message}
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={() => void monitors.refetch()}>
                    Try again
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
          {!monitors.isError && monitors.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  No casino table has a stream on the monitor yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {(monitors.data ?? []).map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td>{m.tableName}</Table.Td>
              <Table.Td>{m.streamName}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {CASINO_MONITOR_FLAGS.filter((f) => m.flags[f]).map((f) => (
                    <Badge key={f} size="sm" variant="light">
                      {FLAG_LABELS[f]}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <RowEditDelete save={contract.streaming.saveCasinoMonitor} remove={contract.streaming.deleteCasinoMonitor} rowName={m.tableName} onEdit={() => rows.edit(m)} onDelete={() => rows.askDelete(m)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CasinoMonitorFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete casino stream monitor">
        Delete the casino stream monitor of {rows.deleting?.tableName}?
      </ConfirmDelete>
    </section>
  );
}
