import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LIMIT_LEVEL_LABELS, LIMIT_LEVELS, type LimitLevel } from '@shared/catalogue/limits';
import { contract } from '@shared/contract';
import { showSuccessToast } from '@renderer/app/notify';
import { FormModal, OperationFormBody, useOperationForm, valuesOf } from '@renderer/components/form-kit';
import { catalogue } from '@shared/contract/catalogue';
import { markets as marketOps } from '@shared/contract/markets';
import { useOperation } from '@renderer/app/data/use-operation';
import { codeOptions } from '@renderer/lib/code-options';

export interface LimitTarget {
  readonly level: LimitLevel;
  /** null for the default level. */
  readonly id: string | null;
  readonly name: string;
}

type Values = { level: LimitLevel; targetId: string; minStake: number | string; maxStake: number | string; maxProfit: number | string; maxLiability: number | string };

interface Props {
  opened: boolean;
  /** Fixed target (from the catalogue's detail pane); none: pick the level and target here. */
  target: LimitTarget | undefined;
  initial?: { minStake: number; maxStake: number; maxProfit: number; maxLiability: number } | undefined;
  onClose(): void;
}

export function LimitFormModal(props: Props) {
  const title = props.target ? `Bet limit: ${props.target.name}` : 'Add bet limit';
  return (
    <FormModal opened={props.opened} onClose={props.onClose} title={title}>
      <LimitForm {...props} />
    </FormModal>
  );
}

const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN);

function LimitForm({ target, initial, onClose }: Props) {
  const kit = useOperationForm({
    operation: contract.limits.save,
    // A limit already set is saved again only once changed.
    saveUnchanged: initial === undefined,
    initialValues: {
      level: target?.level ?? 'sport',
      targetId: target?.id ?? '',
      ...valuesOf<Pick<Values, 'minStake' | 'maxStake' | 'maxProfit' | 'maxLiability'>>(initial, { minStake: '', maxStake: '', maxProfit: '', maxLiability: '' }),
    } satisfies Values as Values,
    labels: { level: 'Level', targetId: LIMIT_LEVEL_LABELS[target?.level ?? 'sport'], minStake: 'Minimum stake', maxStake: 'Maximum stake', maxProfit: 'Maximum profit', maxLiability: 'Maximum liability' },
    toInput: (v) => ({
      level: v.level,
      targetId: v.level === 'default' ? null : v.targetId || '',
      minStake: toNumber(v.minStake),
      maxStake: toNumber(v.maxStake),
      maxProfit: toNumber(v.maxProfit),
      maxLiability: toNumber(v.maxLiability),
    }),
    onSuccess: () => (showSuccessToast('Bet limit saved.'), onClose()),
  });
  const { form } = kit;
  const amount = (label: string, field: keyof Values) => <NumberInput label={label} min={0} decimalScale={2} thousandSeparator="," required {...form.getInputProps(field)} />;
  return (
    <OperationFormBody kit={kit} label="Bet limit" onCancel={onClose}>
      {target ? (
        <TextInput label="Applies to" value={`${LIMIT_LEVEL_LABELS[target.level]}: ${target.name}`} readOnly variant="filled" />
      ) : (
        <>
          <Select
            label="Level"
            data={codeOptions(LIMIT_LEVELS, LIMIT_LEVEL_LABELS)}
            value={form.values.level}
            onChange={(level) => (form.setFieldValue('level', (level ?? 'sport') as LimitLevel), form.setFieldValue('targetId', ''))}
            allowDeselect={false}
          />
          {form.values.level !== 'default' && (
            <TargetPicker level={form.values.level} value={form.values.targetId} onChange={(id) => form.setFieldValue('targetId', id)} error={form.errors.targetId} />
          )}
        </>
      )}
      <SimpleGrid cols={2}>
        {amount('Minimum stake', 'minStake')}
        {amount('Maximum stake', 'maxStake')}
        {amount('Maximum profit', 'maxProfit')}
        {amount('Maximum liability', 'maxLiability')}
      </SimpleGrid>
    </OperationFormBody>
  );
}

/** A searchable pick of a sport, competition, event or market: the server searches, so it works at any size. */
function TargetPicker({ level, value, onChange, error }: { level: Exclude<LimitLevel, 'default'>; value: string; onChange(id: string): void; error: unknown }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const input = { start: 0, length: 20, search: { value: debounced } };
  const sports = useOperation(catalogue.sports, input, { keepPreviousData: true, spinner: false, enabled: level === 'sport' });
  const competitions = useOperation(catalogue.competitions, input, { keepPreviousData: true, spinner: false, enabled: level === 'competition' });
  const events = useOperation(catalogue.events, input, { keepPreviousData: true, spinner: false, enabled: level === 'event' });
  const markets = useOperation(marketOps.list, input, { keepPreviousData: true, spinner: false, enabled: level === 'market' });
  const options =
    level === 'sport'
      ? (sports.data?.data ?? []).map((r) => ({ value: r._id, label: r.name }))
      : level === 'competition'
        ? (competitions.data?.data ?? []).map((r) => ({ value: r._id, label: `${r.sportName} › ${r.name}` }))
        : level === 'event'
          ? (events.data?.data ?? []).map((r) => ({ value: r._id, label: `${r.competitionName} › ${r.name}` }))
          : (markets.data?.data ?? []).map((r) => ({ value: r._id, label: `${r.eventName} › ${r.name}` }));
  return (
    <Select
      label={LIMIT_LEVEL_LABELS[level]}
      placeholder="Type to search"
      searchable
      required
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={typeof error === 'string' ? error : undefined}
      nothingFoundMessage="Nothing found"
    />
  );
}
