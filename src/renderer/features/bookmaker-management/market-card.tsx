import { NumberInput, Table, Text } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import { BOOKMAKER_RATE_RANGE, type BookmakerMarket } from '@shared/contract/bookmaker';
import { parseWithSentences } from '@shared/validation/issue-sentences';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { formatTime, plural } from '@renderer/lib/format';
import { DeskCard } from '@renderer/components/desks/desk-card';
import { priceInputProps, typedPrice, useDeskDraft } from '@renderer/components/desks/desk-price-input';
import { actionOnMarket, lockedReason } from '@renderer/components/desks/desk-rules';
import { runnerCardAction } from '@renderer/components/desks/price-tab-order';
import { RunnerNameCell, RunnerPnlCell, RunnerStatusCell, RunnerTable } from '@renderer/components/desks/runner-cells';
import { draftAfterConfirmed, useDeskSend } from '@renderer/components/desks/use-desk-send';
import { SPREAD_PRESETS, stepRate } from './rate-keys';

/** A runner's rates as the card holds them: null while the market has none and none is typed (shown empty). */
type Quote = { back: number | null; lay: number | null };
type Runner = BookmakerMarket['runners'][number];
const RATE_INPUT = priceInputProps(BOOKMAKER_RATE_RANGE.max);
/** The runner and side (back or lay) of the rate input a key was pressed in. */
const fieldOf = (target: EventTarget): { selectionId: string; side: keyof Quote } | null => {
  const input = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-selection-id]') : null;
  const side = input?.dataset.side;
  return input?.dataset.selectionId && (side === 'back' || side === 'lay') ? { selectionId: input.dataset.selectionId, side } : null;
};

/**
 * The market's matched bets not yet settled or voided (the exchange's `betCount`, the bets its P/L is from):
 * "0 open bets" on a settled market whose settled bets the recent bets still list.
 */
export const openBetsWords = (market: Pick<BookmakerMarket, 'betCount'>): string => plural(market.betCount, 'open bet');

/**
 * A market's rates checked as they would be sent, in the exchange's words (the send's own input schema): what
 * to send, or what is wrong by field (`runners.<index>.back` / `.lay`).
 */
const checkRates = (input: { marketId: string; runners: ReadonlyArray<{ selectionId: string } & Quote> }) => parseWithSentences(contract.bookmaker.savePrice.input, input);

/**
 * One bookmaker market on the desk: back and lay rates per runner typed or stepped from the keyboard and
 * sent together (Enter; Escape abandons), each runner suspended or resumed on its own (Alt+S), and the
 * house's P/L if each runner wins. Rates show as current only once the exchange has confirmed them; sent
 * quickly one after the other, they reach it in turn, the last typed last. Tab goes from rate to rate, then to
 * the runners' Suspend / Resume buttons (Enter on one presses it). A rate's error shows on its field as it is
 * typed, and Send stays off meanwhile; a market not quoted yet shows its rates empty, and an empty rate's error
 * shows only once Enter asks to send it. A closed, settled or voided market, or one with a result entered, is
 * read-only and says why.
 */
export function MarketCard({ market, focused, onFocus, onMove }: { market: BookmakerMarket; focused: boolean; onFocus(): void; onMove(by: 1 | -1): void }) {
  const readOnly = lockedReason(market);
  const [draft, setDraft] = useDeskDraft<Record<string, Quote>>(readOnly);
  const save = useDeskSend(contract.bookmaker.savePrice, market.marketId);
  // Enter pressed while a rate is still empty: the empty rates' errors show too (they say nothing until then).
  const [emptyErrors, setEmptyErrors] = useState(false);
  const status = useOperationMutation(contract.bookmaker.setRunnerStatus);
  const quoteOf = (id: string, back: number | null, lay: number | null): Quote => draft?.[id] ?? { back, lay };
  const edit = (id: string, quote: Quote) =>
    setDraft((d) => ({ ...Object.fromEntries(market.runners.map((r) => [r.selectionId, quoteOf(r.selectionId, r.back, r.lay)])), ...d, [id]: quote }));
  const editAll = (next: (q: Quote) => Quote) =>
    setDraft(Object.fromEntries(market.runners.map((r) => [r.selectionId, next(quoteOf(r.selectionId, r.back, r.lay))])));
  const sent = { marketId: market.marketId, runners: market.runners.map((r) => ({ selectionId: r.selectionId, ...quoteOf(r.selectionId, r.back, r.lay) })) };
  const checked = checkRates(sent);
  const problems = draft === null || checked.success ? {} : checked.errors;
  const invalid = Object.keys(problems).length > 0;
  const errorOf = (index: number, side: keyof Quote, q: Quote) => (q[side] === null && !emptyErrors ? undefined : problems[`runners.${index}.${side}`]);
  const abandon = () => {
    setDraft(null);
    setEmptyErrors(false);
  };
  const toggle = (r: Runner) => status.mutate({ marketId: market.marketId, selectionId: r.selectionId, status: r.status === 'active' ? 'suspended' : 'active' });
  const send = () => {
    if (draft === null) return;
    if (checked.success) save.send(checked.data, () => setDraft(draftAfterConfirmed(draft)));
    else setEmptyErrors(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = actionOnMarket(runnerCardAction(event), readOnly);
    if (!action) return;
    const field = fieldOf(event.target);
    const runner = market.runners.find((r) => r.selectionId === field?.selectionId);
    if (action.kind === 'commit') send();
    else if (action.kind === 'abandon') abandon();
    else if (action.kind === 'moveMarket') onMove(action.by);
    else if (action.kind === 'step' && runner && field) {
      const q = quoteOf(runner.selectionId, runner.back, runner.lay);
      edit(runner.selectionId, { ...q, [field.side]: stepRate(q[field.side], action.by) });
    } else if (action.kind === 'shiftAll') editAll((q) => ({ back: stepRate(q.back, action.by), lay: stepRate(q.lay, action.by) }));
    else if (action.kind === 'preset') editAll((q) => ({ back: q.back, lay: stepRate(q.back, SPREAD_PRESETS[action.index] ?? 2) }));
    else if (action.kind === 'toggleStatus' && runner) toggle(runner);
  };
  return (
    <DeskCard
      label={`${market.eventName}: ${market.name}`}
      title={`${market.eventName}: ${market.name}`}
      marketId={market.marketId}
      status={market.status}
      note={
        <Text size="xs" c="dimmed">
          {openBetsWords(market)}
        </Text>
      }
      focused={focused}
      pending={draft !== null}
      send={{ label: 'Send rates', sending: save.sending, invalid, onSend: send, confirmed: market.priceUpdatedAt ? `Confirmed ${formatTime(market.priceUpdatedAt)} by ${market.priceUpdatedBy ?? '—'}` : 'No rates yet' }}
      readOnly={readOnly}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <RunnerTable label={`Rates of ${market.name}`} runner="Runner" prices={['Back', 'Lay']}>
        {market.runners.map((r, index) => {
          const q = quoteOf(r.selectionId, r.back, r.lay);
          return (
            <Table.Tr key={r.selectionId}>
              <RunnerNameCell runner={r} />
              <Table.Td>
                <NumberInput size="xs" w={80} aria-label={`Back rate of ${r.name}`} data-selection-id={r.selectionId} data-side="back" {...RATE_INPUT} readOnly={readOnly !== undefined} value={q.back ?? ''} onChange={(v) => edit(r.selectionId, { ...q, back: typedPrice(v) })} error={errorOf(index, 'back', q)} />
              </Table.Td>
              <Table.Td>
                <NumberInput size="xs" w={80} aria-label={`Lay rate of ${r.name}`} data-selection-id={r.selectionId} data-side="lay" {...RATE_INPUT} readOnly={readOnly !== undefined} value={q.lay ?? ''} onChange={(v) => edit(r.selectionId, { ...q, lay: typedPrice(v) })} error={errorOf(index, 'lay', q)} />
              </Table.Td>
              <RunnerPnlCell pnl={r.pnl} />
              <RunnerStatusCell runner={r} onToggle={() => toggle(r)} readOnly={readOnly} />
            </Table.Tr>
          );
        })}
      </RunnerTable>
    </DeskCard>
  );
}
