import { Button, Drawer, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import type { MarketResult } from '@shared/contract/results';
import { useOperation } from '@renderer/app/data/use-operation';
import { useKeyedMutation } from '@renderer/app/data/use-keyed-mutation';
import { showSuccessToast } from '@renderer/app/notify';
import { getHref } from '@renderer/app/paths';
import { formatZoneName, instantOfWallTime } from '@renderer/lib/format';
import { BetsTable } from './bets-table';
import { CONFIRMED, plural } from './format';
import { ReasonDialog } from './reason-dialog';

type Pending = { kind: 'bets'; ids: string[] } | { kind: 'window'; from: string; to: string; count: number } | { kind: 'market' };

/** The pre-void window: its bets are listed before anything is voided. From and To are whole seconds, To's included: From = To is one second. */
function PreVoidWindow({ marketId, onVoid }: { marketId: string; onVoid(pending: Pending): void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Typed in the zone the bets' times are shown in, whatever this computer's own zone is.
  const window = { from: instantOfWallTime(from), to: instantOfWallTime(to) };
  const zone = `Times in ${formatZoneName()}`;
  const ready = window.from !== null && window.to !== null && window.to >= window.from;
  const inWindow = useOperation(contract.results.preVoidList, { marketId, from: window.from ?? '', to: window.to ?? '' }, { enabled: ready });
  return (
    <Stack gap="xs">
      <Title order={4}>Pre-void a time window</Title>
      <Group gap="sm" align="flex-end">
        <TextInput type="datetime-local" step={1} label="From" description={zone} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="datetime-local" step={1} label="To" description={zone} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button
          color="orange"
          disabled={!ready || !inWindow.data || inWindow.data.length === 0}
          onClick={() => window.from && window.to && onVoid({ kind: 'window', from: window.from, to: window.to, count: inWindow.data?.length ?? 0 })}
        >
          {inWindow.data ? `Pre-void ${plural(inWindow.data.length, 'bet')}` : 'Pre-void'}
        </Button>
      </Group>
      {from && to && !ready && <Text size="sm" c="red">The window must end after it starts.</Text>}
      {inWindow.data && <BetsTable bets={inWindow.data} label="Bets in the window" />}
    </Stack>
  );
}

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
  const preVoid = useKeyedMutation(contract.results.preVoid, { errorToast: false });
  const voidMarket = useKeyedMutation(contract.results.voidMarket, { errorToast: false });
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));
  const done = ({ message }: { message?: string | undefined }) => {
    showSuccessToast(message ?? CONFIRMED, { href: getHref('results') });
    setPending(null);
    setSelected(new Set());
  };
  const settled = market.status === 'settled';
  // Read only once voided: its bets and their voids stay to review.
  const voided = market.marketStatus === 'voided';
  const busy = voidBets.isPending || preVoid.isPending || voidMarket.isPending;
  const confirm = (reason: string) => {
    if (!pending) return;
    const marketId = market.marketId;
    if (pending.kind === 'bets') voidBets.mutate({ marketId, betIds: pending.ids, reason }, { onSuccess: done });
    else if (pending.kind === 'window') preVoid.mutate({ marketId, from: pending.from, to: pending.to, reason }, { onSuccess: done });
    else voidMarket.mutate({ marketId, reason }, { onSuccess: ({ message }) => (done({ message }), onClose()) });
  };
  const summary = !pending
    ? ''
    : pending.kind === 'market'
      ? `Every open bet of ${market.marketName} is voided and the market closed as voided${settled ? ' (its settlement is rolled back first)' : ''}.`
      : `${plural(pending.kind === 'bets' ? pending.ids.length : pending.count, 'bet')} will be voided: stakes no longer at risk.${settled ? ' The market is settled: its settlement is rolled back and it settles again without them (a post-void).' : ''}`;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={`Bets and voids: ${market.marketName}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {market.eventName}
          </Text>
          {voided ? (
            <Text size="sm">The market is voided: every stake went back, and nothing more can be voided.</Text>
          ) : (
            <Group gap="xs">
              <Button size="compact-sm" color="orange" disabled={selected.size === 0} onClick={() => setPending({ kind: 'bets', ids: [...selected] })}>
                {`Void ${plural(selected.size, 'chosen bet')}`}
              </Button>
              <Button size="compact-sm" color="red" variant="light" onClick={() => setPending({ kind: 'market' })}>
                Void market
              </Button>
            </Group>
          )}
        </Group>
        {voided ? <BetsTable bets={bets.data ?? []} label="Bets of this market" /> : <BetsTable bets={bets.data ?? []} label="Bets of this market" selected={selected} onToggle={toggle} />}
        {!voided && <PreVoidWindow marketId={market.marketId} onVoid={setPending} />}
      </Stack>
      {pending && (
        <ReasonDialog
          title={pending.kind === 'market' ? `Void ${market.marketName}` : pending.kind === 'window' ? 'Pre-void the window' : 'Void the chosen bets'}
          summary={summary}
          confirmLabel={pending.kind === 'market' ? 'Void market' : 'Void bets'}
          busy={busy}
          error={voidBets.error ?? preVoid.error ?? voidMarket.error}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
    </Drawer>
  );
}
