import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { limits } from '@shared/contract/limits';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { LimitFormModal, type LimitTarget } from './limit-form';
import { formatAmountPlain } from '@renderer/lib/format';

export const money = (n: number): string => formatAmountPlain(n);

/** The limit set at exactly this level (if any), with set, edit and remove for users holding addBetLimit. */
export function LevelLimit({ target }: { target: LimitTarget }) {
  const query = useOperation(limits.list, { level: target.level, ...(target.id ? { targetId: target.id } : {}), start: 0, length: 1 }, { keepPreviousData: true, spinner: false });
  const limit = query.data?.data[0];
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useOperationMutation(limits.delete);
  return (
    <Paper withBorder p="xs" aria-label="Bet limit at this level" component="section">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Bet limit at this level
        </Text>
        <CanCall op={limits.save}>
          <Group gap={6}>
            <Button size="compact-xs" variant="light" onClick={() => setEditing(true)}>
              {limit ? 'Edit limit' : 'Set limit'}
            </Button>
            {limit && target.level !== 'default' && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRemoving(true)}>
                Remove limit
              </Button>
            )}
          </Group>
        </CanCall>
      </Group>
      <Text size="xs" c={limit ? undefined : 'dimmed'} mt={4}>
        {limit
          ? `Stake ${money(limit.minStake)}–${money(limit.maxStake)} · max profit ${money(limit.maxProfit)} · max liability ${money(limit.maxLiability)}`
          : target.level === 'market'
            ? 'None: this market uses a broader limit.'
            : 'None: markets here use a broader limit.'}
      </Text>
      <LimitFormModal opened={editing} target={target} initial={limit} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={removing}
        title="Remove bet limit"
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => limit && remove.mutate({ betlimitId: limit.betlimitId }, { onSettled: () => setRemoving(false) })}
      >
        Remove the limit on {target.name}? Its markets will use the next broader limit.
      </ConfirmDialog>
    </Paper>
  );
}
