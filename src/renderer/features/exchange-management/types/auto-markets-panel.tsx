import { Button, Group, MultiSelect, Paper, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { showSuccessToast } from '@renderer/app/notify';
import { markets } from '@shared/contract/markets';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { catalogue } from '@shared/contract/catalogue';

/** Per sport: the market types every new event gets, and (cricket) the overs lines of its session markets. */
export function AutoMarketsPanel() {
  const sports = useOperation(catalogue.sports, { start: 0, length: 100 }, { keepPreviousData: true, spinner: false });
  const [sportId, setSportId] = useState<string | null>(null);
  const chosen = sportId ?? sports.data?.data.find((s) => s.name === 'Cricket')?._id ?? null;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Auto markets">
      <Stack gap="xs">
        <Text fw={600}>Auto markets and overs lines</Text>
        <Select
          label="Sport"
          data={(sports.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
          value={chosen}
          onChange={setSportId}
          allowDeselect={false}
          searchable
          w={260}
        />
        {chosen && <AutoMarketsEditor key={chosen} sportId={chosen} />}
      </Stack>
    </Paper>
  );
}

function AutoMarketsEditor({ sportId }: { sportId: string }) {
  const canSave = useCanCall(markets.saveAutoMarkets);
  const current = useOperation(markets.autoMarkets, { sportId }, { keepPreviousData: true, spinner: false });
  const types = useOperation(markets.types, { sportId, start: 0, length: 100 }, { keepPreviousData: true, spinner: false });
  const save = useOperationMutation(markets.saveAutoMarkets);
  const [edited, setEdited] = useState<{ marketTypeIds: string[]; overs: string[] } | null>(null);
  if (!current.data) return null;
  const values = edited ?? { marketTypeIds: current.data.marketTypeIds, overs: current.data.overs.map(String) };
  const overs = values.overs.map(Number);
  const oversInvalid = overs.some((n) => !Number.isInteger(n) || n < 1 || n > 50);
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Created with every new event"
        data={(types.data?.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
        value={values.marketTypeIds}
        onChange={(marketTypeIds) => setEdited({ ...values, marketTypeIds })}
        disabled={!canSave}
        searchable
      />
      <TagsInput
        label="Overs lines (session markets: “6 Over Runs”...)"
        description="Whole numbers from 1 to 50; used when the sport has the Session Runs type"
        value={values.overs}
        onChange={(list) => setEdited({ ...values, overs: list.map((v) => v.trim()).filter(Boolean) })}
        error={oversInvalid ? 'Overs must be between 1 and 50.' : undefined}
        disabled={!canSave}
      />
      {canSave && (
        <Group>
          <Button
            size="compact-sm"
            disabled={!edited || oversInvalid || save.isPending}
            onClick={() =>
              save.mutate(
                { sportId, marketTypeIds: values.marketTypeIds, overs: [...new Set(overs)].sort((a, b) => a - b) },
                { onSuccess: () => (setEdited(null), showSuccessToast('Auto markets saved.')) },
              )
            }
          >
            Save auto markets
          </Button>
        </Group>
      )}
    </Stack>
  );
}
