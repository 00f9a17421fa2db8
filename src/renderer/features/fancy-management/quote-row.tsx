import { Badge, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { FANCY_LINE_RANGE, FANCY_RATE_RANGE, fancyPriceSchema, type FancyMarket, type FancyPrice } from '@shared/contract/fancy';
import type { FancyOdds } from '@shared/contract/fancy-play';
import { parseWithSentences } from '@shared/validation/issue-sentences';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { formatRatePair } from '@renderer/lib/format';
import { runnerDeskAction } from '@renderer/components/desks/desk-keys';
import { priceInputProps, typedPrice, useDeskDraft } from '@renderer/components/desks/desk-price-input';
import { actionOnMarket, canSend, lockedReason } from '@renderer/components/desks/desk-rules';
import { draftAfterConfirmed, SENDING_WORDS, useDeskSend } from '@renderer/components/desks/use-desk-send';
import { RATE_PRESETS } from './desk-keys';

const EMPTY: FancyPrice = { noLine: 0, noRate: 100, yesLine: 1, yesRate: 100 };
const LINE_INPUT = priceInputProps(FANCY_LINE_RANGE.max);
const RATE_INPUT = priceInputProps(FANCY_RATE_RANGE.max);
const FIELDS = [
  ['noLine', 'NO line', LINE_INPUT],
  ['noRate', 'NO rate', RATE_INPUT],
  ['yesLine', 'YES line', LINE_INPUT],
  ['yesRate', 'YES rate', RATE_INPUT],
] as const;

/** The price field an event happened in (its input's `data-field`), or none. */
const fieldOf = (target: EventTarget): keyof FancyPrice | undefined => {
  const field = target instanceof HTMLElement ? target.getAttribute('data-field') : null;
  return FIELDS.find(([name]) => name === field)?.[0];
};

/** What is wrong with a quote as typed, by field, in the exchange's words (its schema's); empty when it is right. */
const quoteProblems = (price: FancyPrice): Partial<Record<keyof FancyPrice, string>> => {
  const parsed = parseWithSentences(fancyPriceSchema, price);
  return parsed.success ? {} : parsed.errors;
};

/** While the ball runs the exchange takes no quote (its markets take no bets): Send waits for the ball's end. */
const BALL_RUNNING_WORDS = `${MARKET_STATUS_LABELS.ballRunning}: no quote until the ball ends.`;

/**
 * One market of the desk: its confirmed quote, and the quote being typed (highlighted until the exchange
 * confirms it; never shown as current before; quotes sent quickly one after the other reach it in turn, the
 * last typed last, "Sending…" until it has answered). Errors land on their fields as typed, and Send stays off
 * meanwhile, as on the runner desks. While the ball runs a quote may be typed but not sent (Send and Enter
 * wait for the ball's end). A closed, settled or voided market, or one with a result entered, is read-only
 * and says why.
 */
export function QuoteRow({ market, odds, focused, onFocus, onMove }: { market: FancyMarket; odds: FancyOdds | undefined; focused: boolean; onFocus(): void; onMove(by: 1 | -1, field?: string): void }) {
  const readOnly = lockedReason(market);
  const [draft, setDraft] = useDeskDraft<FancyPrice>(readOnly);
  const save = useDeskSend(contract.fancy.savePrice, market.marketId);
  const status = useOperationMutation(contract.fancy.setStatus);
  const shown = draft ?? market.price ?? EMPTY;
  // Suspend while open or while the ball is running; resume a suspended market.
  const toggled = market.status === 'suspended' ? 'open' : 'suspended';
  const ballRunning = market.status === 'ballRunning';
  const problems = draft === null ? {} : quoteProblems(draft);
  const invalid = Object.keys(problems).length > 0;
  const pending = draft !== null;
  // Nothing typed, nothing sent: an unquoted market's empty quote must never go live by a stray Enter.
  const commit = () => {
    const parsed = fancyPriceSchema.safeParse(draft);
    if (!parsed.success || !canSend({ pending, invalid, readOnly }) || ballRunning) return;
    save.send({ marketId: market.marketId, price: parsed.data }, () => setDraft(draftAfterConfirmed(draft)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter on a button presses that button (Suspend, Send), never sends the quote in its place.
    if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
    const action = actionOnMarket(runnerDeskAction(event), readOnly);
    if (!action) return;
    event.preventDefault();
    const field = fieldOf(event.target);
    if (action.kind === 'commit') commit();
    else if (action.kind === 'step') {
      // The inputs' own arrow keys are off: Alt+↑ ↓ moves between markets and must never step a value on its way.
      if (field) setDraft({ ...shown, [field]: (Number.isFinite(shown[field]) ? shown[field] : 0) + action.by });
    }
    else if (action.kind === 'abandon') setDraft(null);
    // The next market's same field takes the keyboard: the trader keeps to the column they were in.
    else if (action.kind === 'moveMarket') onMove(action.by, field);
    else if (action.kind === 'shiftAll') setDraft({ ...shown, noLine: shown.noLine + action.by, yesLine: shown.yesLine + action.by });
    else if (action.kind === 'preset') setDraft({ ...shown, ...RATE_PRESETS[action.index] });
    else status.mutate({ marketId: market.marketId, status: toggled });
  };
  return (
    <Table.Tr onKeyDown={onKeyDown} onFocus={onFocus} data-focused={focused || undefined} bg={pending ? 'var(--mantine-color-yellow-light)' : focused ? 'var(--mantine-color-blue-light)' : undefined} data-market-id={market.marketId}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {market.name}
        </Text>
        <Badge size="xs" variant="light" color={market.status === 'open' ? 'green' : market.status === 'ballRunning' ? 'yellow' : 'gray'}>
          {MARKET_STATUS_LABELS[market.status]}
        </Badge>
      </Table.Td>
      {FIELDS.map(([field, label, input]) => (
        <Table.Td key={field}>
          <NumberInput
            size="xs"
            w={72}
            aria-label={`${label} of ${market.name}`}
            {...input}
            data-field={field}
            readOnly={readOnly !== undefined}
            value={shown[field]}
            onChange={(value) => setDraft({ ...shown, [field]: typedPrice(value) })}
            error={problems[field]}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Text size="sm" aria-label={`Fair value of ${market.name}`}>
          {odds?.fairValue ?? '—'}
        </Text>
        {odds?.yesOdds !== null && odds?.yesOdds !== undefined && (
          <Text size="xs" c="dimmed">
            odds {formatRatePair(odds.noOdds ?? Number.NaN, odds.yesOdds, 'matchOdds')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {readOnly === undefined && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" onClick={commit} loading={save.sending} disabled={ballRunning || !canSend({ pending, invalid, readOnly })}>
              Send
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              loading={status.isPending}
              aria-label={toggled === 'suspended' ? `Suspend ${market.name}` : `Resume ${market.name}`}
              onClick={() => status.mutate({ marketId: market.marketId, status: toggled })}
            >
              {toggled === 'suspended' ? 'Suspend' : 'Resume'}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed" aria-live="polite">
          {readOnly ?? (ballRunning ? BALL_RUNNING_WORDS : save.sending ? SENDING_WORDS : pending ? 'Not sent' : market.price ? `Confirmed ${market.price.noLine}/${market.price.yesLine} by ${market.priceUpdatedBy ?? '—'}` : 'No quote yet')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
