import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { REPORT_SLOTS, type ReportFilters } from '@shared/contract/risk';
import type { PermissionKey } from '@shared/permissions';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useCan } from '@renderer/components/can';

/**
 * Saved report views: slot N (for holders of `reportDataN`) keeps a named set of the P/L tables' filters;
 * a click restores it, Save view stores the current filters in a slot.
 */
export function SavedViews({ filters, onApply }: { filters: ReportFilters; onApply(filters: ReportFilters): void }) {
  const can = useCan();
  const slots = REPORT_SLOTS.filter((slot) => can(`reportData${slot}` as PermissionKey));
  const views = useOperation(contract.risk.reportViews, {}, { enabled: slots.length > 0 });
  const save = useOperationMutation(contract.risk.saveReportView);
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState('');
  if (slots.length === 0) return null;
  const chosen = Number(slot ?? slots[0]);
  return (
    <Group gap="xs" align="flex-end" aria-label="Saved report views">
      <Text size="sm" fw={600}>
        Saved views
      </Text>
      {(views.data ?? []).map((view) => (
        <Button key={view.slot} size="compact-sm" variant="light" onClick={() => onApply(view.filters)}>
          {`${view.slot}. ${view.name}`}
        </Button>
      ))}
      <Select size="xs" aria-label="Report slot" data={slots.map((s) => ({ value: String(s), label: `Slot ${s}` }))} value={String(chosen)} onChange={setSlot} allowDeselect={false} w={100} />
      <TextInput size="xs" aria-label="View name" placeholder="View name" value={name} onChange={(e) => setName(e.currentTarget.value)} w={180} />
      <Button size="xs" variant="default" disabled={name.trim().length === 0 || save.isPending} onClick={() => save.mutate({ slot: chosen, name, filters }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Saved.'), setName('')) })}>
        Save view
      </Button>
    </Group>
  );
}
