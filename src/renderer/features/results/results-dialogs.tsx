import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { contract } from '@shared/contract';
import type { MarketResult } from '@shared/contract/results';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { CONFIRMED, OTHER_USERS_MS } from './format';
import { ReasonDialog } from './reason-dialog';
import { ResultEntryModal } from './result-entry-modal';
import type { ResultAction } from './row-actions';
import { SettleDialog } from './settle-dialog';
import { VoidsDrawer } from './voids-drawer';

function HoldDialog({ market, hold, onClose }: { market: MarketResult; hold: boolean; onClose(): void }) {
  const mutation = useOperationMutation(contract.results.hold, { errorToast: false });
  return (
    <ReasonDialog
      title={`${hold ? 'Hold' : 'Release'} the result of ${market.marketName}`}
      summary={hold ? `The declared result (${market.label ?? ''}) will not settle until it is released.` : 'The result can be settled again.'}
      confirmLabel={hold ? 'Hold result' : 'Release result'}
      busy={mutation.isPending}
      error={mutation.error}
      onConfirm={(reason) => mutation.mutate({ marketId: market.marketId, hold, reason }, { onSuccess: ({ message }) => (showSuccessToast(message ?? CONFIRMED), onClose()) })}
      onClose={onClose}
    />
  );
}

/**
 * Unsettling reverses the settlement the dialog names, read from the exchange (not the row the list showed
 * when it was clicked) and read again while it is open; the call carries its version, and the exchange
 * refuses it if another settlement is live by then: the dialog says why and reads the market again.
 */
function UnsettleDialog({ market, onClose }: { market: MarketResult; onClose(): void }) {
  const settlements = useOperation(contract.results.settlements, { marketId: market.marketId }, { staleTime: 0, refetchInterval: OTHER_USERS_MS, errorToast: false });
  const mutation = useOperationMutation(contract.results.unsettle, { errorToast: false });
  const live = settlements.data?.find((settlement) => settlement.status === 'live');
  if (!live && !settlements.isPending) {
    return (
      <Modal opened onClose={onClose} title={`Unsettle ${market.marketName}`} centered size="lg">
        <Stack gap="md">
          {/* The exchange's refusal, or the failed read, says why; else there is simply nothing live. */}
          <CallErrorAlert error={mutation.error ?? settlements.error} />
          {!mutation.error && !settlements.error && <Text size="sm">The market has no settlement to undo.</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const summary = live
    ? `Settlement version ${live.version} (${live.label}) is reversed exactly by compensating postings: every balance it moved goes back, the bets are open again and the market is suspended. Settling again makes version ${live.version + 1}.`
    : 'Reading the settlement from the exchange…';
  const unsettle = (reason: string) => {
    if (!live) return;
    mutation.mutate(
      { marketId: market.marketId, reason, expectedVersion: live.version },
      { onSuccess: ({ message }) => (showSuccessToast(message ?? CONFIRMED), onClose()), onError: () => void settlements.refetch() },
    );
  };
  return (
    <ReasonDialog
      title={`Unsettle ${market.marketName}`}
      summary={summary}
      confirmLabel="Unsettle"
      busy={mutation.isPending || !live}
      error={mutation.error}
      onConfirm={unsettle}
      onClose={onClose}
    />
  );
}

/** The dialog of one row action, for one market. */
export function ResultActionDialog({ action, market, onClose }: { action: ResultAction; market: MarketResult; onClose(): void }) {
  switch (action) {
    case 'enter':
      return <ResultEntryModal market={market} mode="enter" onClose={onClose} />;
    case 'verify':
      return <ResultEntryModal market={market} mode={market.status === 'checking' ? 'checking' : 'verify'} onClose={onClose} />;
    case 'settle':
      return <SettleDialog market={market} onClose={onClose} />;
    case 'hold':
    case 'release':
      return <HoldDialog market={market} hold={action === 'hold'} onClose={onClose} />;
    case 'unsettle':
      return <UnsettleDialog market={market} onClose={onClose} />;
    case 'voids':
      return <VoidsDrawer market={market} onClose={onClose} />;
  }
}
