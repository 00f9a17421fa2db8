import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MARKET_FAMILIES, MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue/market-families';
import type { MarketType } from '@shared/contract/catalogue-common';
import { saveMarketTypeInputSchema } from '@shared/contract/markets';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, ModalForm } from '@renderer/components/modal-form';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';
import { mutations, sportsQuery } from '../api';

type Values = { code: string; name: string; family: MarketFamily; sportId: string };

export function MarketTypeFormModal({ opened, editing, onClose }: { opened: boolean; editing: MarketType | undefined; onClose(): void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={editing ? 'Edit market type' : 'Add market type'}>
      <MarketTypeForm editing={editing} onClose={onClose} />
    </FormModal>
  );
}

function MarketTypeForm({ editing, onClose }: { editing: MarketType | undefined; onClose(): void }) {
  const sports = useQuery(sportsQuery({ start: 0, length: 100 }));
  const save = useMutation(mutations.saveType());
  const toInput = (v: Values) => ({ ...(editing ? { _id: editing._id } : {}), code: v.code.trim().toUpperCase(), name: v.name, family: v.family, sportId: v.sportId || null });
  const form = useForm<Values>({
    initialValues: { code: editing?.code ?? '', name: editing?.name ?? '', family: editing?.family ?? 'matchOdds', sportId: editing?.sportId ?? '' },
    validate: (values) => zodFormResolver(saveMarketTypeInputSchema)(toInput(values)),
    validateInputOnChange: true,
  });
  const submit = form.onSubmit((values) => save.mutate(toInput(values), { onSuccess: ({ data }) => (showSuccessToast(`Market type ${data.name} saved.`), onClose()) }));
  return (
    <ModalForm label="Market type" onSubmit={submit} onCancel={onClose} saveDisabled={!form.isValid() || save.isPending}>
      <TextInput label="Code" placeholder="MATCH_ODDS" required data-autofocus {...form.getInputProps('code')} />
      <TextInput label="Market type name" required {...form.getInputProps('name')} />
      <Select label="Family" data={MARKET_FAMILIES.map((f) => ({ value: f, label: MARKET_FAMILY_LABELS[f] }))} allowDeselect={false} {...form.getInputProps('family')} />
      <Select
        label="Sport"
        placeholder="Any sport"
        clearable
        data={(sports.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        value={form.values.sportId || null}
        onChange={(value) => form.setFieldValue('sportId', value ?? '')}
      />
    </ModalForm>
  );
}
