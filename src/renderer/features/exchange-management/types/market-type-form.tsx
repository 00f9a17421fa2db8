import { Select, TextInput } from '@mantine/core';
import { MARKET_FAMILIES, MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue/market-families';
import { contract } from '@shared/contract';
import type { MarketType } from '@shared/contract/catalogue-common';
import { showSuccessToast } from '@renderer/app/notify';
import { addOrEditTitle, editFormModal, OperationFormBody, useOperationForm, type EditFormProps } from '@renderer/components/form-kit';
import { catalogue } from '@shared/contract/catalogue';
import { useOperation } from '@renderer/app/data/use-operation';
import { codeOptions } from '@renderer/lib/code-options';

type Values = { code: string; name: string; family: MarketFamily; sportId: string };

export const FIXED_WHY = 'This type has markets: create a new type to change it.';

export const MarketTypeFormModal = editFormModal(MarketTypeForm, (type) => addOrEditTitle('market type', type));

function MarketTypeForm({ editing, onClose }: EditFormProps<MarketType>) {
  const sports = useOperation(catalogue.sports, { start: 0, length: 100 }, { keepPreviousData: true, spinner: false });
  const kit = useOperationForm({
    operation: contract.markets.saveType,
    initialValues: { code: editing?.code ?? '', name: editing?.name ?? '', family: editing?.family ?? 'matchOdds', sportId: editing?.sportId ?? '' } satisfies Values as Values,
    labels: { code: 'Code', name: 'Market type name', family: 'Family', sportId: 'Sport' },
    toInput: (v) => ({ ...(editing ? { _id: editing._id } : {}), code: v.code.trim().toUpperCase(), name: v.name, family: v.family, sportId: v.sportId || null }),
    onSuccess: ({ data }) => (showSuccessToast(`Market type ${data.name} saved.`), onClose()),
  });
  const { form } = kit;
  // Code and family decide how the type's markets pay and what their bets reserve: fixed once it has markets.
  const fixed = (editing?.marketCount ?? 0) > 0 ? { readOnly: true, description: FIXED_WHY } : {};
  return (
    <OperationFormBody kit={kit} label="Market type" onCancel={onClose}>
      <TextInput label="Code" placeholder="MATCH_ODDS" required data-autofocus {...form.getInputProps('code')} {...fixed} />
      <TextInput label="Market type name" required {...form.getInputProps('name')} />
      <Select label="Family" data={codeOptions(MARKET_FAMILIES, MARKET_FAMILY_LABELS)} allowDeselect={false} {...form.getInputProps('family')} {...fixed} />
      <Select
        label="Sport"
        placeholder="Any sport"
        clearable
        data={(sports.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={form.values.sportId || null}
        onChange={(value) => form.setFieldValue('sportId', value ?? '')}
      />
    </OperationFormBody>
  );
}
