import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { CasinoTab } from '@shared/contract/casino';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { RowEditDelete } from '@renderer/components/row-edit-delete';
import { DraftOrderButtons, OrderList, useDraftOrder } from '@renderer/components/draft-order';
import { useEditDelete } from '@renderer/components/use-edit-delete';
import { AddButton } from '@renderer/components/add-button';
import { tabTablesStay } from './labels';

function TabForm({ editing, onClose }: EditFormProps<CasinoTab>) {
  const kit = useOperationForm({
    operation: contract.casino.saveTab,
    initialValues: { name: editing?.name ?? '' },
    labels: { name: 'Name' },
    toInput: (values) => ({ ...(editing ? { _id: editing._id } : {}), ...values }),
    onSuccess: ({ data }) => (showSuccessToast(`Tab ${data.name} saved.`), onClose()),
  });
  return (
    <OperationFormBody kit={kit} label="Casino tab" onCancel={onClose}>
      <TextInput label="Tab name" required data-autofocus {...kit.form.getInputProps('name')} />
    </OperationFormBody>
  );
}

const TabFormModal = editFormModal(TabForm, (tab) => (tab ? 'Rename tab' : 'Add tab'));

/** The lobby's sections in the order punters see them: drag, or move with the keyboard or the arrows, then save the order. */
export function LobbyTabsTab() {
  const tabs = useOperation(contract.casino.tabs, {});
  const rows = useEditDelete<CasinoTab>(contract.casino.deleteTab);
  const saveOrder = useOperationMutation(contract.casino.tabOrder);
  const canOrder = useCanCall(contract.casino.tabOrder);
  const order = useDraftOrder(tabs.data ?? [], (tab) => tab._id);
  const row = (tab: CasinoTab) => (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" fw={600}>
        {tab.name}
      </Text>
      <Badge variant="light" size="sm">
        {tab.eventCount} {tab.eventCount === 1 ? 'table' : 'tables'}
      </Badge>
      <div style={{ marginLeft: 'auto' }}>
        <RowEditDelete save={contract.casino.saveTab} remove={contract.casino.deleteTab} rowName={tab.name} onEdit={() => rows.edit(tab)} onDelete={() => rows.askDelete(tab)} />
      </div>
    </Group>
  );
  return (
    <Stack gap="sm" maw={720}>
      <Group>
        <AddButton op={contract.casino.saveTab} onClick={rows.add}>
          Add tab
        </AddButton>
        <DraftOrderButtons draft={order.draft} saving={saveOrder.isPending} onSave={(ids) => saveOrder.mutate({ ids }, { onSuccess: () => (order.discard(), showSuccessToast('Tab order saved.')) })} onUndo={order.discard} />
      </Group>
      <OrderList canOrder={canOrder} label="Lobby tab order" items={order.shown.map((tab) => ({ ...tab, id: tab._id, label: tab.name }))} onChange={order.change} renderItem={row} />
      <TabFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete tab">
        Delete the tab {rows.deleting?.name}? {tabTablesStay(rows.deleting?.eventCount ?? 0)}
      </ConfirmDelete>
    </Stack>
  );
}
