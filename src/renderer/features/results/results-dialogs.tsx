import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { MarketResult, Settlement } from '@shared/contract/results';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { bridgeErrorOf } from '@renderer/app/errors';
import { showSuccessToast } from '@renderer/app/notify';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import { CONFIRMED, marketOfEvent, OTHER_USERS_MS } from './format';
import { ReasonDialog } from './reason-dialog';
import { ResultEntryModal } from './result-entry-modal';
import type { ResultAction } from './row-actions';
import { SettleDialog } from './settle-dialog';
import { VoidsDrawer } from './voids-drawer';
import { CloseRow } from '@renderer/components/close-row';

function HoldDialog({ market, hold, onClose }: { market: MarketResult; hold: boolean; onClose(): void }) {
  const mutation = useOperationMutation(contract.results.hold, { errorToast: false });
  return (
    <ReasonDialog
      title={`${hold ? 'Hold' : 'Release'} the result of ${marketOfEvent(market)}`}
      summary={hold ? `The declared result (${market.label ?? ''}) will not settle until it is released.` : 'The result can be settled again.'}
      confirmLabel={hold ? 'Hold result' : 'Release result'}
      busy={mutation.isPending}
      error={mutation.error}
      onConfirm={(reason) => mutation.mutate({ marketId: market.marketId, hold, reason }, { onSuccess: ({ message }) => (showSuccessToast(message ?? CONFIRMED), onClose()) })}
      onClose={onClose}
    />
  );
}

/** Another settlement is live than the one the dialog showed: said in words, and shown only when asked. */
function SettlementChanged({ live, onShow }: { live: Settlement; onShow(): void }) {
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{`The settlement changed since you opened this: version ${live.version} (${live.label}) is live now.`}</Text>
        <Button size="compact-sm" variant="default" onClick={onShow}>
          Show the new settlement
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Unsettling reverses the settlement the dialog names, read from the exchange (not the row the list showed
 * when it was clicked). The first one read is pinned: the reason is written for it and the call carries its
 * version, so the exchange refuses it if another settlement is live by then, and never reverses one twice: after
 * a time-out or a 5xx, pressing Unsettle again is safe, and the dialog says so. The dialog reads again while
 * open; when another settlement is live, it says so and Unsettle stays off until the user asks to see it.
 */
function UnsettleDialog({ market, onClose }: { market: MarketResult; onClose(): void }) {
  const settlements = useOperation(contract.results.settlements, { marketId: market.marketId }, { staleTime: 0, refetchInterval: OTHER_USERS_MS, errorToast: false });
  const mutation = useOperationMutation(contract.results.unsettle, { errorToast: false });
  const live = settlements.data?.find((settlement) => settlement.status === 'live');
  const title = `Unsettle ${marketOfEvent(market)}`;
  const [pinned, setPinned] = useState<Settlement>();
  // Pinned as it is first shown (set while rendering, so no render shows a settlement that is not pinned).
  if (pinned === undefined && live !== undefined) setPinned(live);
  const shown = pinned ?? live;
  const changed = live !== undefined && shown !== undefined && live.settlementId !== shown.settlementId;
  if (!live && !settlements.isPending) {
    // A call whose outcome was not known is answered by the read: nothing is live, so nothing is left to undo.
    const refusal = mutation.error && !isUncertainFailure(bridgeErrorOf(mutation.error)) ? mutation.error : null;
    return (
      <Modal opened onClose={onClose} title={title} centered size="lg">
        <Stack gap="md">
          {/* The exchange's refusal, or the failed read, says why; else there is simply nothing live. */}
          <CallErrorAlert error={refusal ?? settlements.error} />
          {!refusal && !settlements.error && <Text size="sm">The market has no settlement to undo.</Text>}
          <CloseRow onClose={onClose} />
        </Stack>
      </Modal>
    );
  }
  const summary = shown
    ? `Settlement version ${shown.version} (${shown.label}) is reversed exactly by compensating postings: every balance it moved goes back, the bets are open again and the market is suspended. Settling again makes version ${shown.version + 1}.`
    : 'Reading the settlement from the exchange…';
  // The user asked to see the live one: it is pinned now, and a refusal about the old one no longer applies.
  const showLive = () => {
    mutation.reset();
    setPinned(live);
  };
  const unsettle = (reason: string) => {
    if (!shown || changed) return;
    mutation.mutate(
      { marketId: market.marketId, reason, expectedVersion: shown.version },
      { onSuccess: ({ message }) => (showSuccessToast(message ?? CONFIRMED), onClose()), onError: () => void settlements.refetch() },
    );
  };
  return (
    <ReasonDialog
      title={title}
      summary={summary}
      confirmLabel="Unsettle"
      // Off while reading, while the call is on its way, and while the settlement shown is no longer the live one.
      busy={mutation.isPending || !shown || changed}
      error={mutation.error}
      safeToRepeat
      onConfirm={unsettle}
      onClose={onClose}
    >
      {changed && <SettlementChanged live={live} onShow={showLive} />}
    </ReasonDialog>
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
