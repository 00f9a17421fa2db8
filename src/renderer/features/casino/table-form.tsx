import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { contract } from '@shared/contract';
import type { CasinoEvent } from '@shared/contract/casino';
import type { CasinoGame } from '@shared/casino/games';
import { useOperation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { GAME_KEPT, GAME_OPTIONS, PROVIDER_OPTIONS } from './labels';

/** A table (the spec's casino event): its name, lobby tab, game, provider, round length and stakes. */
function TableForm({ editing, onClose }: EditFormProps<CasinoEvent>) {
  const tabs = useOperation(contract.casino.tabs, {}, { spinner: false });
  // Each table's latest round: one that has played any keeps its game (the exchange refuses another).
  const latest = useOperation(contract.casino.liveRounds, { perTable: 1 }, { spinner: false, enabled: editing !== undefined });
  const gameKept = editing !== undefined && (latest.data ?? []).some(({ event, rounds }) => event._id === editing._id && rounds.length > 0);
  const kit = useOperationForm({
    operation: contract.casino.saveEvent,
    initialValues: {
      name: editing?.name ?? '',
      tabId: editing?.tabId ?? null,
      game: editing?.game ?? ('teenPatti' as CasinoGame),
      provider: editing?.provider ?? ('house' as 'house' | 'international'),
      roundSeconds: editing?.roundSeconds ?? 30,
      minStake: editing?.minStake ?? 100,
      maxStake: editing?.maxStake ?? 50_000,
    },
    labels: { name: 'Table name', tabId: 'Tab', game: 'Game', provider: 'Provider', roundSeconds: 'Round length', minStake: 'Minimum stake', maxStake: 'Maximum stake' },
    toInput: (values) => ({ ...(editing ? { _id: editing._id } : {}), ...values }),
    onSuccess: ({ data }) => (showSuccessToast(`Table ${data.name} saved.`), onClose()),
  });
  const { form } = kit;
  // Maximum's message depends on Minimum too (the schema's maximum-at-least-minimum rule): a changed Minimum shows it on Maximum, or clears it.
  form.watch('minStake', () => form.validateField('maxStake'));
  return (
    <OperationFormBody kit={kit} label="Casino table" onCancel={onClose}>
      <TextInput label="Table name" required data-autofocus {...form.getInputProps('name')} />
      <Select label="Tab" placeholder="No tab" clearable data={(tabs.data ?? []).map((tab) => ({ value: tab._id, label: tab.name }))} {...form.getInputProps('tabId')} />
      <SimpleGrid cols={2}>
        <Select label="Game" required allowDeselect={false} data={GAME_OPTIONS} disabled={gameKept} description={gameKept ? GAME_KEPT : undefined} {...form.getInputProps('game')} />
        <Select label="Provider" required allowDeselect={false} data={PROVIDER_OPTIONS} {...form.getInputProps('provider')} />
      </SimpleGrid>
      <SimpleGrid cols={3}>
        <NumberInput label="Round length (seconds)" min={5} max={600} {...form.getInputProps('roundSeconds')} />
        <NumberInput label="Minimum stake" min={1} thousandSeparator="," {...form.getInputProps('minStake')} />
        <NumberInput label="Maximum stake" min={1} thousandSeparator="," {...form.getInputProps('maxStake')} />
      </SimpleGrid>
    </OperationFormBody>
  );
}

export const TableFormModal = editFormModal(TableForm, (table) => addOrEditTitle('table', table), 'lg');
