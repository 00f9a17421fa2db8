import { Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { contract, type BridgeError } from '@shared/contract';
import { CHANGED_SINCE_SHOWN, preVoidExpectationOf, type MarketResult, type PreVoidExpectation } from '@shared/contract/results';
import { bridgeErrorOf } from '@renderer/app/errors';
import { useOperation } from '@renderer/app/data/use-operation';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { useWallTimeOfInstant } from '@renderer/app/display/format-redraw';
import { showSuccessToast } from '@renderer/app/notify';
import { getHref } from '@renderer/app/paths';
import { isUncertainFailure } from '@renderer/components/form-kit/idempotency-key';
import { DateField } from '@renderer/components/date-field';
import { formatCount, formatZoneName, instantOfWallTime } from '@renderer/lib/format';
import { BetsTable } from './bets-table';
import { BetsTotalsLine } from './bets-totals-line';
import { CONFIRMED, eventTitle, marketOfEvent, plural } from './format';
import { ReasonDialog } from './reason-dialog';
import { betsVoidedSummary, voidMarketSummary, voidMarketTitle } from './void-words';

type TimeWindow = { from: string; to: string };
type Pending = { kind: 'bets'; ids: string[] } | ({ kind: 'window' } & TimeWindow) | { kind: 'market' };

/** The pre-void window: its bets are listed before anything is voided. From and To are whole seconds, To's included: From = To is one second. */
function PreVoidWindow({ marketId, onVoid }: { marketId: string; onVoid(pending: Pending): void }) {
  // Typed in the zone the bets' times are shown in, whatever this computer's own zone is; the same instants after a zone change.
  const [from, setFrom] = useWallTimeOfInstant();
  const [to, setTo] = useWallTimeOfInstant();
  const window = { from: instantOfWallTime(from), to: instantOfWallTime(to) };
  const zone = `Times in ${formatZoneName()}`;
  const ready = window.from !== null && window.to !== null && window.to >= window.from;
  const inWindow = useOperation(contract.results.preVoidList, { marketId, from: window.from ?? '', to: window.to ?? '' }, { enabled: ready });
  // The list shows the first bets; the count (and what the pre-void voids) is every bet in the window.
  const total = inWindow.data?.recordsTotal ?? 0;
  const listed = inWindow.data?.data.length ?? 0;
  return (
    <Stack gap="xs">
      <Title order={4}>Pre-void a time window</Title>
      <Group gap="sm" align="flex-end">
        <DateField withTime label="From" description={zone} value={from} onChange={setFrom} />
        <DateField withTime label="To" description={zone} value={to} onChange={setTo} />
        <Button color="orange" disabled={!ready || total === 0} onClick={() => window.from && window.to && onVoid({ kind: 'window', from: window.from, to: window.to })}>
          {inWindow.data ? `Pre-void ${plural(total, 'bet')}` : 'Pre-void'}
        </Button>
      </Group>
      {from && to && !ready && <Text size="sm" c="red">The window must end after it starts.</Text>}
      {total > listed && (
        <Text size="sm">
          {`Showing ${formatCount(listed)} of ${plural(total, 'bet')}, the first struck: the pre-void voids all of them.`}
        </Text>
      )}
      {inWindow.data && <BetsTable bets={inWindow.data.data} label="Bets in the window" />}
    </Stack>
  );
}

/** The exchange refused because the window's bets changed since they were read: worth a fresh look. */
const isChangedSinceShown = (refusal: BridgeError): boolean => refusal.fieldErrors?.[CHANGED_SINCE_SHOWN.preVoid] !== undefined;

/**
 * Pre-voiding a window: the dialog says how many bets, as the window's list counts them (read again while it
 * is open), and the call carries that count and the window's last bet (`expected`). The exchange refuses it
 * if the window's bets changed since (a bet struck into a window up to now, one voided elsewhere): the dialog
 * says why and reads the window again, and confirming then voids the bets it shows. A retry after a time-out
 * repeats the same call with the same idempotency key, so the bets are voided once.
 */
function PreVoidDialog({ market, timeWindow, settled, onDone, onClose }: { market: MarketResult; timeWindow: TimeWindow; settled: boolean; onDone(answer: { message?: string | undefined }): void; onClose(): void }) {
  const marketId = market.marketId;
  // The same read as the window's list (same input): a new answer shows in both.
  const inWindow = useOperation(contract.results.preVoidList, { marketId, ...timeWindow }, { errorToast: false });
  const preVoid = useKeyedMutation(contract.results.preVoid, { errorToast: false });
  // What the last press confirmed: the call a retry after a time-out repeats, whatever was read since.
  const [confirmed, setConfirmed] = useState<PreVoidExpectation>();
  // When the exchange said the window changed: only a list read after that may be confirmed again.
  const [changedAt, setChangedAt] = useState<number>();
  const refusal = preVoid.error ? bridgeErrorOf(preVoid.error) : undefined;
  const changed = refusal !== undefined && isChangedSinceShown(refusal);
  const rereading = changed && !inWindow.error && (changedAt === undefined || inWindow.dataUpdatedAt < changedAt);
  const shown = rereading ? undefined : refusal !== undefined && isUncertainFailure(refusal) ? confirmed : inWindow.data && preVoidExpectationOf(inWindow.data);
  const confirm = (reason: string) => {
    if (!shown) return;
    setConfirmed(shown);
    preVoid.mutate(
      { marketId, ...timeWindow, reason, expected: shown },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (!isChangedSinceShown(bridgeErrorOf(failure))) return;
          setChangedAt(Date.now());
          void inWindow.refetch();
        },
      },
    );
  };
  return (
    <ReasonDialog
      title={`Pre-void the window on ${marketOfEvent(market)}`}
      summary={shown ? betsVoidedSummary(shown.count, settled) : 'Reading the bets in the window…'}
      confirmLabel="Void bets"
      busy={preVoid.isPending || !shown}
      error={preVoid.error ?? inWindow.error}
      // Keyed: after a time-out the same press repeats the same void (a failed read of the window is no such case).
      safeToRepeat={preVoid.error !== null}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * As wide as the bets table with every column (about 1,160 px with the longest names and amounts) on a screen
 * of 1,400 px or more, the list still showing beside it; never narrower than before (xl), nor wider than the
 * window. Narrower screens scroll the table sideways.
 */
const DRAWER_WIDTH = 'clamp(780px, calc(100vw - 8rem), 1320px)';

/**
 * A market's bets and its voids: chosen bets (a post-void when the market is settled: rolled back, voided,
 * settled again), a pre-void of a time window with its bets listed first, or the whole market. Each needs a
 * reason; nothing is said done before the exchange confirms.
 */
export function VoidsDrawer({ market: opened, onClose }: { market: MarketResult; onClose(): void }) {
  // The market as it is now, not as its row was when the drawer opened: another window may have voided or
  // settled it since (this read is refreshed with the bets); the row stands in until it answers.
  const now = useOperation(contract.results.get, { marketId: opened.marketId }, { errorToast: false });
  const market = now.data ?? opened;
  const bets = useOperation(contract.results.bets, { marketId: market.marketId });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const voidBets = useKeyedMutation(contract.results.voidBets, { errorToast: false });
  const voidMarket = useKeyedMutation(contract.results.voidMarket, { errorToast: false });
  // A new question starts clean: an earlier answer (a time-out on other bets) is not this one's.
  const ask = (next: Pending) => {
    voidBets.reset();
    voidMarket.reset();
    setPending(next);
  };
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));
  const done = ({ message }: { message?: string | undefined }) => {
    // Named as the dialogs name it ("Win of 14:30 Cheltenham: 2 bets voided."): the exchange's words name no market.
    showSuccessToast(`${marketOfEvent(market)}: ${message ?? CONFIRMED}`, { href: getHref('results') });
    setPending(null);
    setSelected(new Set());
  };
  const settled = market.status === 'settled';
  // Read only once voided: its bets and their voids stay to review.
  const voided = market.marketStatus === 'voided';
  const confirm = (reason: string) => {
    if (!pending) return;
    const marketId = market.marketId;
    if (pending.kind === 'bets') voidBets.mutate({ marketId, betIds: pending.ids, reason }, { onSuccess: done });
    else voidMarket.mutate({ marketId, reason }, { onSuccess: ({ message }) => (done({ message }), onClose()) });
  };
  const summary =
    pending?.kind === 'market'
      ? voidMarketSummary(market)
      : pending?.kind === 'bets'
        ? betsVoidedSummary(pending.ids.length, settled)
        : '';
  return (
    <Drawer opened onClose={onClose} position="right" size={DRAWER_WIDTH} title={`Bets and voids: ${market.marketName}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {eventTitle(market)}
          </Text>
          {voided ? (
            <Text size="sm">The market is voided: every stake went back, and nothing more can be voided.</Text>
          ) : (
            <Group gap="xs">
              <Button size="compact-sm" color="orange" disabled={selected.size === 0} onClick={() => ask({ kind: 'bets', ids: [...selected] })}>
                {selected.size === 0 ? 'Void chosen bets' : `Void ${plural(selected.size, 'chosen bet')}`}
              </Button>
              <Button size="compact-sm" color="red" variant="light" onClick={() => ask({ kind: 'market' })}>
                Void market
              </Button>
            </Group>
          )}
        </Group>
        <BetsTotalsLine market={market} bets={bets.data ?? []} />
        {voided ? <BetsTable bets={bets.data ?? []} label="Bets of this market" /> : <BetsTable bets={bets.data ?? []} label="Bets of this market" selected={selected} onToggle={toggle} />}
        {!voided && <PreVoidWindow marketId={market.marketId} onVoid={ask} />}
      </Stack>
      {pending?.kind === 'window' && (
        <PreVoidDialog market={market} timeWindow={{ from: pending.from, to: pending.to }} settled={settled} onDone={done} onClose={() => setPending(null)} />
      )}
      {pending && pending.kind !== 'window' && (
        <ReasonDialog
          title={pending.kind === 'market' ? voidMarketTitle(market) : `Void the chosen bets on ${marketOfEvent(market)}`}
          summary={summary}
          confirmLabel={pending.kind === 'market' ? 'Void market' : 'Void bets'}
          busy={voidBets.isPending || voidMarket.isPending}
          error={pending.kind === 'market' ? voidMarket.error : voidBets.error}
          safeToRepeat
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
    </Drawer>
  );
}
