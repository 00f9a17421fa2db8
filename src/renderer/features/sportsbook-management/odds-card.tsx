import { Table, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { contract } from '@shared/contract';
import type { SportsbookMarket } from '@shared/contract/sportsbook';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { editableNumber, formatPercent, formatWhen } from '@renderer/lib/format';
import { DeskCard } from '@renderer/components/desks/desk-card';
import { useDeskDraft } from '@renderer/components/desks/desk-price-input';
import { actionOnMarket, canSend, lockedReason } from '@renderer/components/desks/desk-rules';
import { runnerCardAction } from '@renderer/components/desks/price-tab-order';
import { RunnerNameCell, RunnerPnlCell, RunnerStatusCell, RunnerTable } from '@renderer/components/desks/runner-cells';
import { draftAfterConfirmed, useDeskSend } from '@renderer/components/desks/use-desk-send';
import { bookOf, MARGIN_PRESETS, oddsProblems, repriceToBook, stepOdds, typeableOdds, typedOdds } from './odds-keys';

const shownOdds = (odds: number | null) => (odds === null ? '' : editableNumber(odds));
const selectionOf = (target: EventTarget) => (target instanceof HTMLElement ? target.closest('[data-selection-id]')?.getAttribute('data-selection-id') : null) ?? null;

/**
 * One sportsbook market on the desk: decimal odds per selection typed or stepped from the keyboard and
 * sent together (Enter; Escape abandons), each selection suspended or resumed on its own (Alt+S), and the
 * house's P/L if each selection wins. Odds show as current only once the exchange has confirmed them; sent
 * quickly one after the other, they reach it in turn, the last typed last. Tab goes from odds to odds, then
 * to the selections' Suspend / Resume buttons (Enter on one presses it). A closed, settled or voided market,
 * or one with a result entered, is read-only and says why.
 */
export function OddsCard({ market, focused, onFocus, onMove }: { market: SportsbookMarket; focused: boolean; onFocus(): void; onMove(by: 1 | -1): void }) {
  const readOnly = lockedReason(market);
  const [draft, setDraft] = useDeskDraft<Record<string, string>>(readOnly);
  const save = useDeskSend(contract.sportsbook.savePrice, market.marketId);
  const status = useOperationMutation(contract.sportsbook.setSelectionStatus);
  const textOf = (s: SportsbookMarket['selections'][number]) => draft?.[s.selectionId] ?? shownOdds(s.odds);
  const oddsNow = () => market.selections.map((s) => typedOdds(textOf(s)));
  const edit = (next: Record<string, string>) => {
    setDraft({ ...Object.fromEntries(market.selections.map((s) => [s.selectionId, textOf(s)])), ...next });
  };
  const editAll = (odds: readonly number[]) => edit(Object.fromEntries(market.selections.map((s, i) => [s.selectionId, editableNumber(odds[i] ?? 0)])));
  const toggle = (s: SportsbookMarket['selections'][number]) =>
    status.mutate({ marketId: market.marketId, selectionId: s.selectionId, status: s.status === 'active' ? 'suspended' : 'active' });
  const selections = market.selections.map((s) => ({ selectionId: s.selectionId, odds: typedOdds(textOf(s)) }));
  // Checked as typed, as the exchange would: the field says what is wrong and Send stays off meanwhile.
  const problems = draft === null ? {} : oddsProblems(selections);
  const invalid = Object.keys(problems).length > 0;
  const pending = draft !== null;
  // Nothing typed, nothing sent: Enter never sends the odds shown as they are.
  const send = () => {
    if (!canSend({ pending, invalid, readOnly })) return;
    save.send({ marketId: market.marketId, selections }, () => setDraft(draftAfterConfirmed(draft)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = actionOnMarket(runnerCardAction(event), readOnly);
    if (!action) return;
    const focusedSelection = market.selections.find((s) => s.selectionId === selectionOf(event.target));
    if (action.kind === 'commit') send();
    else if (action.kind === 'abandon') setDraft(null);
    else if (action.kind === 'moveMarket') onMove(action.by);
    else if (action.kind === 'step' && focusedSelection) edit({ [focusedSelection.selectionId]: editableNumber(stepOdds(typedOdds(textOf(focusedSelection)), action.by)) });
    else if (action.kind === 'shiftAll') editAll(oddsNow().map((o) => stepOdds(o, action.by)));
    else if (action.kind === 'preset') editAll(repriceToBook(oddsNow(), MARGIN_PRESETS[action.index] ?? 110));
    else if (action.kind === 'toggleStatus' && focusedSelection) toggle(focusedSelection);
  };
  const book = bookOf(selections);
  return (
    <DeskCard
      label={`${market.eventName}: ${market.name}`}
      title={market.name}
      marketId={market.marketId}
      status={market.status}
      note={
        <Text size="xs" c="dimmed" data-testid="book-percent">
          Book {book === null ? '—' : formatPercent(book, 1).replace('%', ' %')}
        </Text>
      }
      focused={focused}
      pending={pending}
      send={{ label: 'Send odds', sending: save.sending, invalid, onSend: send, confirmed: market.priceUpdatedAt ? `Confirmed ${formatWhen(market.priceUpdatedAt)} by ${market.priceUpdatedBy ?? '—'}` : 'No odds yet' }}
      readOnly={readOnly}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <RunnerTable label={`Odds of ${market.name}`} runner="Selection" prices={['Odds']}>
        {market.selections.map((s) => (
          <Table.Tr key={s.selectionId}>
            <RunnerNameCell runner={s} />
            <Table.Td>
              <TextInput
                size="xs"
                w={90}
                inputMode="decimal"
                aria-label={`Odds of ${s.name}`}
                data-selection-id={s.selectionId}
                readOnly={readOnly !== undefined}
                value={textOf(s)}
                onChange={(e) => typeableOdds(e.currentTarget.value) && edit({ [s.selectionId]: e.currentTarget.value })}
                error={problems[s.selectionId]}
              />
            </Table.Td>
            <RunnerPnlCell pnl={s.pnl} />
            <RunnerStatusCell runner={s} onToggle={() => toggle(s)} loading={status.isPending} readOnly={readOnly} />
          </Table.Tr>
        ))}
      </RunnerTable>
    </DeskCard>
  );
}
