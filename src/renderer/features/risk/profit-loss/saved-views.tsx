import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { REPORT_SLOTS, type ReportFilters } from '@shared/contract/risk';
import type { PermissionKey } from '@shared/permissions';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { useCan } from '@renderer/components/can';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';

const NAME_MAX = 60;
/** The exchange's own rules for a view, in words on the screen ("View name: at most 60 characters"). */
const checkView = zodFormResolver(contract.risk.saveReportView.input, { name: 'View name', filters: 'Report filters', 'filters.userName': 'Agent user name' });

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
  const errors = checkView({ slot: chosen, name, filters });
  const nameError = name.trim() ? errors.name : undefined;
  // What the view would keep is wrong (no agent, say): the P/L's own field says what; Save says why it is off.
  const filtersError = Object.entries(errors).find(([path]) => path.startsWith('filters'))?.[1];
  const saveable = Object.keys(errors).length === 0 && !save.isPending;
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
      <TextInput size="xs" aria-label="View name" placeholder="View name" maxLength={NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} w={180} />
      <Button size="xs" variant="default" disabled={!saveable} onClick={() => save.mutate({ slot: chosen, name, filters }, { onSuccess: ({ message }) => (showSuccessToast(message ?? 'Saved.'), setName('')) })}>
        Save view
      </Button>
      {name.trim() && filtersError && (
        <Text size="xs" c="red">
          To save a view: {filtersError}
        </Text>
      )}
    </Group>
  );
}
