import { contract } from '@shared/contract';
import type { MarketResult } from '@shared/contract/results';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CONFIRMED } from './format';
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

function UnsettleDialog({ market, onClose }: { market: MarketResult; onClose(): void }) {
  const mutation = useOperationMutation(contract.results.unsettle, { errorToast: false });
  return (
    <ReasonDialog
      title={`Unsettle ${market.marketName}`}
      summary={`Settlement version ${market.version} (${market.label ?? ''}) is reversed exactly by compensating postings: every balance it moved goes back, the bets are open again and the market is suspended. Settling again makes version ${market.version + 1}.`}
      confirmLabel="Unsettle"
      busy={mutation.isPending}
      error={mutation.error}
      onConfirm={(reason) => mutation.mutate({ marketId: market.marketId, reason }, { onSuccess: ({ message }) => (showSuccessToast(message ?? CONFIRMED), onClose()) })}
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
