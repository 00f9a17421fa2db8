import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { EffectiveLimitView } from '@shared/contract/limits';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatAmount } from '@renderer/lib/format';
import { PanelHeading } from '@renderer/components/desks/panel-heading';

const FIELDS = [
  ['minStake', 'Minimum stake'],
  ['maxStake', 'Maximum stake'],
  ['maxProfit', 'Maximum profit'],
  ['maxLiability', 'Maximum liability'],
] as const;

/** The bet limit in force on a sportsbook market (and where it comes from), editable as the market's own. */
export function LimitPanel({ marketId, marketName }: { marketId: string; marketName: string }) {
  const limit = useOperation(contract.sportsbook.betLimit, { marketId }, { spinner: false });
  const [editing, setEditing] = useState(false);
  const l = limit.data;
  return (
    <section aria-label="Bet limit">
      <PanelHeading title="Bet limit" op={contract.sportsbook.saveBetLimit} editLabel="Edit limit" onEdit={() => setEditing(true)} loaded={!!l} />
      {l && (
        <Text size="xs" data-testid="limit-in-force">
          Stake {formatAmount(l.minStake)} – {formatAmount(l.maxStake)}, profit up to {formatAmount(l.maxProfit)}, liability up to {formatAmount(l.maxLiability)} ({l.sourceName})
        </Text>
      )}
      <FormModal opened={editing && l !== undefined} onClose={() => setEditing(false)} title={`Bet limit: ${marketName}`}>
        {l && <LimitForm marketId={marketId} limit={l} onClose={() => setEditing(false)} />}
      </FormModal>
    </section>
  );
}

function LimitForm({ marketId, limit, onClose }: { marketId: string; limit: EffectiveLimitView; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.sportsbook.saveBetLimit,
    initialValues: { marketId, minStake: limit.minStake, maxStake: limit.maxStake, maxProfit: limit.maxProfit, maxLiability: limit.maxLiability },
    labels: Object.fromEntries(FIELDS),
    onSuccess: () => onClose(),
  });
  return (
    <OperationFormBody kit={kit} label="Bet limit of this market" onCancel={onClose}>
      <SimpleGrid cols={2}>
        {FIELDS.map(([field, label]) => (
          <NumberInput key={field} label={label} min={0} decimalScale={2} {...kit.form.getInputProps(field)} />
        ))}
      </SimpleGrid>
    </OperationFormBody>
  );
}
