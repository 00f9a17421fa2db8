import { Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { contract } from '@shared/contract';
import type { Market } from '@shared/contract/catalogue-common';
import { BridgeCallError, bridgeErrorOf } from '@renderer/app/errors';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showErrorToast, showSuccessToast } from '@renderer/app/notify';

const markets = (count: number) => (count === 1 ? '1 market' : `${count} markets`);

/**
 * The Markets list's bulk action: suspend the chosen open markets, one confirmed call each (each audited,
 * each market's own transition rule), then say how many the exchange suspended and why any was refused.
 * Chosen markets that are not open are left as they are. A suspension stops betting, so it asks nothing first.
 * The choice clears when every market was suspended, and stays after a refusal.
 */
export function SuspendSelected({ chosen, onDone }: { chosen: readonly Market[]; onDone(): void }) {
  const suspend = useOperationMutation(contract.markets.setStatus, { errorToast: false, spinner: false });
  const [running, setRunning] = useState(false);
  // A second click before the first has drawn "loading" must not start a second round of calls.
  const inFlight = useRef(false);
  const open = chosen.filter((market) => market.status === 'open');
  const run = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    const refused: string[] = [];
    for (const market of open) {
      try {
        await suspend.mutateAsync({ _id: market._id, status: 'suspended' });
      } catch (error) {
        refused.push(`${market.name} (${market.eventName}): ${bridgeErrorOf(error).message}`);
      }
    }
    inFlight.current = false;
    setRunning(false);
    const done = open.length - refused.length;
    // The choice is cleared once every market is suspended; after a refusal it stays, to look at again.
    if (refused.length === 0) {
      showSuccessToast(`${markets(done)} suspended.`);
      onDone();
    } else showErrorToast(new BridgeCallError({ kind: 'exchange', message: `${markets(done)} suspended; ${refused.length} refused: ${refused.join('; ')}` }));
  };
  return (
    <Button size="compact-sm" color="orange" disabled={open.length === 0} loading={running} onClick={() => void run()}>
      {open.length === 0 ? 'None of these is open' : `Suspend ${markets(open.length)}`}
    </Button>
  );
}
