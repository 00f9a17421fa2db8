import { Checkbox, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { suggestSelections } from '@shared/catalogue/selections';
import { contract } from '@shared/contract';
import type { CatalogueEvent } from '@shared/contract/catalogue-common';
import type { MarketDetail } from '@shared/contract/markets';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { markets as marketOps } from '@shared/contract/markets';
import { useOperation } from '@renderer/app/data/use-operation';
import { savedUnder } from './saved-under';

interface Props extends EditFormProps<MarketDetail> {
  event: Pick<CatalogueEvent, '_id' | 'name' | 'sportId' | 'sportName'> | undefined;
  /** The record as the exchange saved it (its id and name at least). */
  onSaved(record: { _id: string; name: string }): void;
}

export const MarketFormModal = editFormModal(MarketForm, (market) => addOrEditTitle('market', market), 'lg');

type Values = { marketTypeId: string; name: string; selections: string; status: 'open' | 'suspended'; inPlay: boolean; popular: boolean };

/** Selections are typed one per line; on edit, a line keeps its selection (and its id) by position. */
function MarketForm({ event, editing, onClose, onSaved }: Props) {
  const sportId = editing?.sportId ?? event?.sportId ?? '';
  const eventName = editing?.eventName ?? event?.name ?? '';
  const types = useOperation(marketOps.types, { sportId, length: 100 }, { keepPreviousData: true, spinner: false });
  const kit = useOperationForm({
    operation: contract.markets.save,
    initialValues: {
      marketTypeId: editing?.marketTypeId ?? '',
      name: editing?.name ?? '',
      selections: editing?.selections.map((s) => s.name).join('\n') ?? '',
      status: 'open',
      inPlay: editing?.inPlay ?? false,
      popular: editing?.popular ?? false,
    } satisfies Values as Values,
    labels: { marketTypeId: 'Market type', name: 'Market name', selections: 'Selections' },
    toInput: (values) => ({
      ...savedUnder(editing, 'eventId', event),
      marketTypeId: values.marketTypeId,
      name: values.name.trim(),
      status: values.status,
      inPlay: values.inPlay,
      popular: values.popular,
      externalId: editing?.externalId ?? null,
      selections: values.selections
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        // A line keeps its selection by name, wherever it moved; a changed name is a new selection (a
        // selection keeps the bets struck on it, so it is never renamed from its position in the box).
        .map((name) => {
          const existing = editing?.selections.find((selection) => selection.name === name);
          return existing ? { _id: existing._id, name } : { name };
        }),
    }),
    // A selection's error ("selections.2.name") shows under the one text area that holds them all.
    formPathOf: (path) => (path.startsWith('selections.') ? 'selections' : path),
    onSuccess: ({ data }) => (showSuccessToast(`Market ${data.name} saved.`), onSaved(data)),
  });
  const { form } = kit;
  const typeOptions = (types.data?.data ?? []).map((type) => ({ value: type._id, label: `${type.name} (${type.code})` }));
  const onType = (id: string | null) => {
    form.setFieldValue('marketTypeId', id ?? '');
    const type = types.data?.data.find((t) => t._id === id);
    // A new market starts from the type's usual runners; the trader edits them as needed.
    if (type && !editing && form.values.selections.trim() === '') form.setFieldValue('selections', suggestSelections(type.code, eventName, event?.sportName).join('\n'));
  };
  return (
    <OperationFormBody kit={kit} label={addOrEditTitle('market', editing)} onCancel={onClose}>
      <TextInput label="Event" value={eventName} readOnly variant="filled" />
      <Select
        label="Market type"
        required
        searchable
        data={typeOptions}
        value={form.values.marketTypeId || null}
        onChange={onType}
        error={form.errors.marketTypeId}
        nothingFoundMessage="No market type"
      />
      <TextInput label="Market name" description="Empty: the market type's name" {...form.getInputProps('name')} />
      <Textarea label="Selections" description="One per line" required autosize minRows={3} maxRows={10} {...form.getInputProps('selections')} />
      {!editing && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Initial status
          </Text>
          <SegmentedControl
            data={[
              { value: 'open', label: 'Open' },
              { value: 'suspended', label: 'Suspended' },
            ]}
            {...form.getInputProps('status')}
          />
        </Stack>
      )}
      <Group>
        <Checkbox label="In-play" {...form.getInputProps('inPlay', { type: 'checkbox' })} />
        <Checkbox label="Popular" {...form.getInputProps('popular', { type: 'checkbox' })} />
      </Group>
    </OperationFormBody>
  );
}
