import { Button, Flex, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { LIMIT_LEVEL_LABELS, LIMIT_LEVELS, type LimitLevel } from '@shared/catalogue/limits';
import { MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue/market-families';
import { contract } from '@shared/contract';
import { limits as limitOps, type BetLimit } from '@shared/contract/limits';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { RowEditDelete } from '@renderer/components/row-edit-delete';
import { useEditOnEnter } from '@renderer/components/use-edit-delete';
import { money } from './level-limit';
import { LimitExportButton } from './limit-export';
import { LimitFormModal } from './limit-form';
import { LimitImportButton } from './limit-import';
import { AddButton } from '@renderer/components/add-button';
import { CodeFilter } from '@renderer/components/code-filter';
import { delayProblem } from './delay-problem';
import { moneyCell } from '@shared/files/xlsx';

const PAGE_SIZE = 15;
/**
 * The limits take two thirds of a wide window and the delays one, side by side only where the table keeps
 * every column in view (its columns with their handles need about 900 px): in a narrower window the delays
 * go below, and the table has the whole width.
 */
const LIMITS_ROOM = { flex: '2 1 900px', minWidth: 0 } as const;
const DELAYS_ROOM = { flex: '1 1 300px' } as const;

const AMOUNT_HEADERS = { minStake: 'Min stake', maxStake: 'Max stake', maxProfit: 'Max profit', maxLiability: 'Max liability' } as const;

const limitColumns = (onEdit: (limit: BetLimit) => void, onDelete: (limit: BetLimit) => void): ServerColumn<BetLimit>[] => [
  labelColumn('level', 'Level', LIMIT_LEVEL_LABELS),
  { id: 'targetName', accessorKey: 'targetName', header: 'Applies to' },
  ...(['minStake', 'maxStake', 'maxProfit', 'maxLiability'] as const).map(
    (key): ServerColumn<BetLimit> => ({ id: key, header: AMOUNT_HEADERS[key], exportValue: (l) => moneyCell(l[key]), Cell: ({ row }) => money(row.original[key]) }),
  ),
  {
    id: 'actions',
    header: '',
    enableHiding: false,
    Cell: ({ row }) => (
      <RowEditDelete
        save={limitOps.save}
        remove={limitOps.delete}
        rowName={`limit for ${row.original.targetName}`}
        onEdit={() => onEdit(row.original)}
        onDelete={row.original.level !== 'default' ? () => onDelete(row.original) : undefined}
      />
    ),
  },
];

/** Every bet limit at every level, and the bet-delay default of each market family. */
export function LimitsTab() {
  const [level, setLevel] = useState<LimitLevel | null>(null);
  const [form, setForm] = useState<{ limit: BetLimit | undefined } | null>(null);
  const [deleting, setDeleting] = useState<BetLimit | null>(null);
  const remove = useOperationMutation(limitOps.delete);
  const edit = useCallback((limit: BetLimit) => setForm({ limit }), []);
  const openEdit = useEditOnEnter({ save: limitOps.save, onEdit: edit });
  const columns = useMemo(() => limitColumns(edit, setDeleting), [edit]);
  return (
    <Flex gap="sm" wrap="wrap">
      <Paper withBorder p="sm" component="section" aria-label="Bet limits" style={LIMITS_ROOM}>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            The most specific limit wins: market, then event, competition, sport, default.
          </Text>
          <ServerTable
            tableId="catalogue.bet-limits"
            label="Bet limit list"
            operation={contract.limits.list}
            filterInput={{ level }}
            getRowId={(limit) => limit.betlimitId}
            columns={columns}
            pageSize={PAGE_SIZE}
            searchLabel="Search bet limits"
            searchPlaceholder="Search"
            onOpenRow={openEdit}
            actions={
              <Group gap="xs">
                <LimitExportButton level={level} />
                <CanCall op={limitOps.importApply}>
                  <LimitImportButton />
                </CanCall>
                <AddButton op={limitOps.save} onClick={() => setForm({ limit: undefined })}>
                  Add bet limit
                </AddButton>
              </Group>
            }
            filterFields={
              <CodeFilter label="Level" placeholder="Any level" w={150} codes={LIMIT_LEVELS} labels={LIMIT_LEVEL_LABELS} value={level} onChange={setLevel} />
            }
          />
        </Stack>
      </Paper>
      <FamilyDelays />
      <LimitFormModal
        opened={form !== null}
        target={form?.limit ? { level: form.limit.level, id: form.limit.targetId, name: form.limit.targetName } : undefined}
        initial={form?.limit}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete bet limit"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ betlimitId: deleting.betlimitId }, { onSettled: () => setDeleting(null) })}
      >
        Delete the {deleting ? LIMIT_LEVEL_LABELS[deleting.level].toLowerCase() : ''} limit on {deleting?.targetName}? Its markets will use the next broader limit.
      </ConfirmDialog>
    </Flex>
  );
}

function FamilyDelays() {
  const delays = useOperation(limitOps.delays, {}, { spinner: false });
  const editable = useCanCall(limitOps.saveFamilyDelay);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Bet delays" style={DELAYS_ROOM}>
      {/* Below the limits, a family's name stays near its field. */}
      <Stack gap="xs" maw={480}>
        <Text fw={600}>Bet delay defaults per family</Text>
        <Text size="xs" c="dimmed">
          Seconds a bet waits before it is matched; a market’s custom delay (set on the market) wins.
        </Text>
        {delays.data?.map((row) => <DelayRow key={row.family} family={row.family} seconds={row.seconds} editable={editable} />)}
      </Stack>
    </Paper>
  );
}

function DelayRow({ family, seconds, editable }: { family: MarketFamily; seconds: number; editable: boolean }) {
  const [value, setValue] = useState<number | string>(seconds);
  const save = useOperationMutation(limitOps.saveFamilyDelay);
  const problem = delayProblem(value);
  const changed = typeof value === 'number' && value !== seconds && problem === undefined;
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{MARKET_FAMILY_LABELS[family]}</Text>
      <Group gap={4} wrap="nowrap">
        <NumberInput size="xs" w={80} min={0} max={60} aria-label={`${MARKET_FAMILY_LABELS[family]} delay`} value={value} onChange={setValue} disabled={!editable} suffix=" s" error={problem} />
        {editable && (
          <Button size="compact-xs" variant="light" disabled={!changed || save.isPending} onClick={() => typeof value === 'number' && save.mutate({ family, seconds: value }, { onSuccess: () => showSuccessToast(`${MARKET_FAMILY_LABELS[family]} delay saved.`) })}>
            Save
          </Button>
        )}
      </Group>
    </Group>
  );
}
