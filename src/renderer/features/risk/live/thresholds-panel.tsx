import { Button, CloseButton, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { ANY_TARGET, type AlertScope, type AlertThreshold } from '@shared/contract/risk';
import { toMinor } from '@shared/money/amounts';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { formatMinor } from '@renderer/lib/format';
import { viewAmountProps } from '@renderer/components/number-input-format';
import { THRESHOLD_MAX_RUPEES, thresholdAmountError } from './threshold-amount';

export interface ThresholdTarget {
  readonly scope: AlertScope;
  readonly target: string;
  readonly name: string;
}

const EVERY: readonly ThresholdTarget[] = [
  { scope: 'market', target: ANY_TARGET, name: 'Every market' },
  { scope: 'user', target: ANY_TARGET, name: 'Every punter' },
];
const keyOf = (t: Pick<ThresholdTarget, 'scope' | 'target'>) => `${t.scope}:${t.target}`;

/** What a threshold is compared with, said where it is set: never the house's worst case. */
export const THRESHOLD_COMPARES =
  'A market’s threshold is compared with its punters’ exposure (what punters have reserved on it), not with the house’s worst case; a punter’s, with what that punter has reserved.';

/**
 * The risk user's own alert thresholds (kept by the exchange per staff user): a default for every market
 * and every punter, and one for the market or punter the drill-down is on; each can be removed.
 */
export function ThresholdsPanel({ thresholds, context }: { thresholds: readonly AlertThreshold[]; context: readonly ThresholdTarget[] }) {
  const targets = [...context, ...EVERY];
  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const save = useOperationMutation(contract.risk.saveAlertThreshold, { spinner: false });
  const target = targets.find((t) => keyOf(t) === chosen) ?? targets[0];
  const amountError = thresholdAmountError(amount);
  const saveable = typeof amount === 'number' && amountError === null && !save.isPending;
  return (
    <Stack gap={6}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (target && saveable) save.mutate({ scope: target.scope, target: target.target, amount: toMinor(amount) }, { onSuccess: () => setAmount('') });
        }}
      >
        <Group gap="xs" align="flex-end">
          <Select label="Alert on" data={targets.map((t) => ({ value: keyOf(t), label: t.name }))} value={target ? keyOf(target) : null} onChange={setChosen} allowDeselect={false} w={280} size="xs" />
          {/* Grouped as the user groups figures (Indian 1,23,45,678 or international), as the risk monitor's field. */}
          <NumberInput {...viewAmountProps(THRESHOLD_MAX_RUPEES)} label="Alert above (₹)" description="Of punters’ exposure" value={amount} onChange={setAmount} error={amountError} w={150} />
          <Button type="submit" size="xs" disabled={!saveable}>
            Save threshold
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={4} maw={560}>
          {THRESHOLD_COMPARES}
        </Text>
      </form>
      <Group gap="xs" aria-label="Alert thresholds">
        {thresholds.length === 0 && (
          <Text size="xs" c="dimmed">
            No threshold yet: nothing raises an alert.
          </Text>
        )}
        {thresholds.map((t) => (
          <Group key={keyOf(t)} gap={2} wrap="nowrap">
            <Text size="xs">
              {t.target === ANY_TARGET ? (t.scope === 'market' ? 'Every market' : 'Every punter') : t.name} above {formatMinor(t.amount)}
            </Text>
            <CloseButton size="xs" aria-label={`Remove the threshold of ${t.target === ANY_TARGET ? `every ${t.scope === 'market' ? 'market' : 'punter'}` : t.name}`} onClick={() => save.mutate({ scope: t.scope, target: t.target, amount: null })} />
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
