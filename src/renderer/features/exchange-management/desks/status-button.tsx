import { Badge, Button, Group } from '@mantine/core';
import { MARKET_STATUS_LABELS, type MarketFamily, type MarketStatus } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';

/**
 * The market's status and one button (Alt+S on the desk) to suspend or resume it, through the family's status
 * call; none while `locked` (a result entered, or a closed, settled or voided market: the exchange refuses it).
 */
export function StatusButton({ family, marketId, status, locked }: { family: MarketFamily; marketId: string; status: MarketStatus; locked: string | undefined }) {
  const change = useOperationMutation(contract.families.status);
  const next = status === 'suspended' ? 'open' : 'suspended';
  return (
    <Group gap="xs">
      <Badge variant="light" color={status === 'open' ? 'green' : 'orange'}>
        {MARKET_STATUS_LABELS[status]}
      </Badge>
      {locked === undefined && (status === 'open' || status === 'suspended') && (
        <CanCall op={contract.families.status}>
          <Button size="compact-sm" variant="default" loading={change.isPending} data-desk-status onClick={() => change.mutate({ family, marketId, status: next })}>
            {next === 'open' ? 'Resume' : 'Suspend'}
          </Button>
        </CanCall>
      )}
    </Group>
  );
}

/** Alt+S anywhere on a desk presses its status button. */
export const onDeskStatusKey = (event: React.KeyboardEvent<HTMLElement>) => {
  if (!event.altKey || (event.code !== 'KeyS' && event.key.toLowerCase() !== 's')) return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLButtonElement>('[data-desk-status]')?.click();
};
