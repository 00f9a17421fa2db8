import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { contract, type BridgeError } from '@shared/contract';
import { CHANGED_SINCE_SHOWN, settleExpectationOf, type MarketResult, type SettlementPreview } from '@shared/contract/results';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useOperation } from '@renderer/app/data/use-operation';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import { moneyFailureText } from '@renderer/components/form-kit/uncertain-outcome';
import { showSuccessToast } from '@renderer/app/notify';
import { getHref } from '@renderer/app/paths';
import { TypedConfirmDialog } from '@renderer/components/typed-confirm-dialog';
import { marketOfEvent, plural } from './format';
import { moneyMovedText } from './money-moved';

function Summary({ preview }: { preview: SettlementPreview }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Result <b>{preview.label}</b>
        {preview.voidFactor > 0 ? `, void factor ${preview.voidFactor}` : ''}
        {preview.deduction > 0 ? `, Rule 4 up to ${preview.deduction}p` : ''}: settles as version {preview.nextVersion}.
      </Text>
      <Text size="sm" aria-label="Money that will move">
        {moneyMovedText(preview, 'preview')}
      </Text>
    </Stack>
  );
}

/** Said before every settle, small or large: a settle always moves money. */
const MONEY_MOVES = 'Money moves at once: only an unsettle, with its reason, takes it back';

/** The exchange refused because the market changed since the preview (another result, version or bets): worth a fresh look. */
const isChangedSinceShown = (refusal: BridgeError): boolean => refusal.fieldErrors?.[CHANGED_SINCE_SHOWN.settle] !== undefined;

/**
 * Settling a declared result: what will move is read from the exchange first; a large settlement asks
 * for the market's name typed. The button waits for the exchange; success is said only when it confirms.
 * The call carries what the dialog showed (version, result, money), and the exchange refuses it if the
 * market changed since: the dialog then says why and reads the figures again. A retry after a time-out or a
 * 5xx repeats the same call with the same idempotency key, so it can never pay twice: the dialog says so.
 */
export function SettleDialog({ market, onClose }: { market: MarketResult; onClose(): void }) {
  // Its refusal shows in the dialog, not as a toast: once settled, the preview's refetch is refused as it closes.
  const preview = useOperation(contract.results.settlePreview, { marketId: market.marketId }, { staleTime: 0, errorToast: false });
  const settle = useKeyedMutation(contract.results.settle, { errorToast: false });
  // The preview the last press confirmed: the one a retry after a time-out or a 5xx repeats, whatever was read since.
  const [confirmed, setConfirmed] = useState<SettlementPreview>();
  // When the exchange said the market changed: only a preview read after that may be shown again.
  const [changedAt, setChangedAt] = useState<number>();
  const refusal = settle.error ? bridgeErrorOf(settle.error) : undefined;
  // The same test that keeps the idempotency key: what is offered again is exactly what the key repeats.
  const uncertain = refusal !== undefined && isUncertainFailure(refusal);
  const changed = refusal !== undefined && isChangedSinceShown(refusal);
  // Any other refusal is final (settled from another window, say): what was read before no longer holds.
  const final = refusal !== undefined && !uncertain && !changed;
  // Until the new read answers (or fails, which says why), nothing is shown to settle.
  const rereading = changed && !preview.error && (changedAt === undefined || preview.dataUpdatedAt < changedAt);
  // While a press is on its way or its outcome is uncertain, the dialog holds what was pressed, whatever the
  // preview reads since: if the first call landed, the market reads "not declared" now, and only the retry
  // (same key) answers "settled: version n".
  const pressed = settle.isPending || uncertain;
  const current = pressed ? confirmed : preview.error || final || rereading ? undefined : preview.data;
  const run = () => {
    if (!current) return;
    setConfirmed(current);
    settle.mutate(
      { marketId: market.marketId, expected: settleExpectationOf(current) },
      {
        onSuccess: ({ data }) => {
          showSuccessToast(`${market.marketName} settled: version ${data.version}, ${plural(data.betCount, 'bet')}.`, { href: getHref('results') });
          onClose();
        },
        onError: (failure) => {
          if (!isChangedSinceShown(bridgeErrorOf(failure))) return;
          setChangedAt(Date.now());
          void preview.refetch();
        },
      },
    );
  };
  const label = current ? `Settle ${plural(current.betCount, 'bet')}` : 'Settle';
  // After a time-out, a lost connection or a 5xx: that it may have been done, and that the same button is safe.
  const error = refusal && moneyFailureText(refusal, label);
  // The market and its event, always: "Win" or "Match Odds" names dozens of markets.
  const title = `Settle ${marketOfEvent(market)}`;
  if (current?.large) {
    return (
      // The event's name, not the market's: "Match Odds" names dozens of markets, the event one.
      <TypedConfirmDialog
        opened
        title={title}
        warning={MONEY_MOVES}
        phrase={market.eventName}
        confirmLabel={label}
        busy={settle.isPending}
        error={error}
        summary={<Summary preview={current} />}
        onCancel={onClose}
        onConfirm={run}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        {(preview.isPending || rereading) && <Loader role="status" size="sm" aria-label="Reading what will move" />}
        {/* A final refusal says it all, and so will the press on its way or its retry; else the preview's refusal is why Settle is off. */}
        {preview.error && !final && !pressed && <Alert color="red">{bridgeErrorOf(preview.error).message}</Alert>}
        {current && (
          <Stack gap={4}>
            <Text size="sm" fw={600} c="red">
              {MONEY_MOVES}
            </Text>
            <Summary preview={current} />
          </Stack>
        )}
        {settle.isPending && (
          <Text size="sm" role="status">
            Settling: waiting for the exchange to confirm…
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="green" disabled={!current} loading={settle.isPending} onClick={run}>
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
