import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue';
import { contract } from '@shared/contract';
import { VOID_FACTOR_DECIMALS, type MarketResult } from '@shared/contract/results';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { getHref } from '@renderer/app/paths';
import { DeadHeatGroup, PLACE_DEAD_HEAT_RULE, placeTieOf } from './dead-heat-group';
import { CONFIRMED, eventTitle, marketOfEvent } from './format';
import { CorrectionNotice, CORRECT_TITLE } from './correction-notice';
import { correctsDeclared } from './row-actions';
import { CallErrorAlert } from '@renderer/components/call-error-alert';
import { useConfirmOnce } from '@renderer/components/dialog-guards';
import { FormModal, useGuardedClose } from '@renderer/components/form-kit';
import { typedDecimal } from '@renderer/lib/format';
import { zodFormResolver } from '@renderer/lib/zod-form-resolver';

export type EntryMode = 'enter' | 'verify' | 'checking';

const SAVE_OPS = {
  matchOdds: contract.results.saveMatchOdds,
  bookmaker: contract.results.saveBookmaker,
  fancy: contract.results.saveFancy,
  sportsbook: contract.results.saveSportsbook,
  binary: contract.results.saveBinary,
  lottery: contract.results.saveLottery,
  virtual: contract.results.saveVirtual,
  racing: contract.results.saveRacing,
} as const satisfies Record<MarketFamily, unknown>;

const SEVERAL: readonly MarketFamily[] = ['racing', 'sportsbook'];
/**
 * Void factors are whole hundredths (the exchange refuses more, in the same words): said on the text as typed,
 * so that a number with too many decimals to keep (0.12000000000000001) is not taken as 0.12 (0.100 is 0.1, fine).
 */
const TOO_MANY_DECIMALS = /\.\d{2}0*[1-9]/;
const TITLES: Record<EntryMode, string> = { enter: 'Enter result', verify: 'Verify result', checking: 'Resolve the checking queue' };
const HINTS: Record<EntryMode, string> = {
  enter: 'Another user must enter the same result to declare it. The market is suspended from now on.',
  verify: 'Enter the result yourself, without looking at the first entry: if it matches, the result is declared; if not, both go to the checking queue.',
  checking: 'The entries differ. Enter the correct result: it is declared when it matches another user’s entry.',
};

/**
 * A number exactly as typed, sign and decimals included ("-1", "3.5"), or NaN for anything else: the fields
 * keep their text, and the schema's message says what is wrong with it ("-1" is not a digit, not a "1").
 */
const typedNumber = (text: string): number => {
  const trimmed = text.trim();
  return trimmed.startsWith('-') ? -typedDecimal(trimmed.slice(1)) : typedDecimal(trimmed);
};

/** What the winners' ticks mean: a race's Win market ties in a dead heat; a Place market's placed runners each win in full. */
const winnersLabel = (family: MarketResult['family'], places: number): string => {
  if (family !== 'racing') return 'Winning selections';
  return places > 1 ? `Placed runners (tick up to ${places}, each paid in full; more only in a dead heat for the last place)` : 'Winner (tick several for a dead heat)';
};

interface EntryProps {
  market: MarketResult;
  mode: EntryMode;
  onClose(): void;
}

/**
 * The result entry of one market, in its family's terms: the winner (racing: several for a dead heat, or a
 * Place market's placed runners, with those that dead-heated for its last place marked as tied;
 * sportsbook: every winning selection), the winning digit (lottery), or the number (fancy); a void factor
 * for a partial void. Nothing is shown of another user's entry (blind verification). Entered over a declared
 * result, it is a correction: the declared result is shown, and what replacing it does. Closing it with
 * anything entered (Cancel, Escape, the close button) asks first; the first field has the focus.
 */
export function ResultEntryModal({ market, mode, onClose }: EntryProps) {
  const title = mode === 'enter' && correctsDeclared(market) ? CORRECT_TITLE : TITLES[mode];
  return (
    <FormModal opened onClose={onClose} title={`${title}: ${marketOfEvent(market)}`} size="md">
      <ResultEntryForm market={market} mode={mode} onClose={onClose} />
    </FormModal>
  );
}

function ResultEntryForm({ market, mode, onClose }: EntryProps) {
  const family = market.family;
  const correcting = mode === 'enter' && correctsDeclared(market);
  const [winners, setWinners] = useState<string[]>([]);
  const [tied, setTied] = useState<string[]>([]);
  // A runner no longer placed is no longer tied: ticked again, it is placed outright until marked.
  const setPlaced = (ids: string[]) => {
    setWinners(ids);
    setTied((marked) => marked.filter((id) => ids.includes(id)));
  };
  const [number, setNumber] = useState('');
  const [voidFactor, setVoidFactor] = useState('0');
  const save = useOperationMutation(SAVE_OPS[family] as typeof contract.results.saveRacing, { errorToast: false });
  const verify = useOperationMutation(mode === 'checking' ? contract.results.checkingUpdate : contract.results.verify, { errorToast: false });
  const mutation = mode === 'enter' ? save : verify;
  const runners = market.selections.filter((s) => s.status !== 'removed');
  // A Place market pays its places, each in full: more ticked than it pays is a dead heat for the last place, its tied runners marked.
  const places = market.places ?? 1;
  const placeMarket = family === 'racing' && places > 1;
  const tie = placeTieOf(places, winners, tied);
  const winnersValue = tie.deadHeatIds.length > 0 ? { winnerIds: winners, deadHeatIds: tie.deadHeatIds } : { winnerIds: winners };
  const value = family === 'fancy' ? { number: typedNumber(number) } : family === 'lottery' ? { digit: typedNumber(number) } : winnersValue;
  const input = { marketId: market.marketId, voidFactor: voidFactor.trim() === '' ? 0 : typedNumber(voidFactor), ...value };
  // What the exchange would refuse, said on its field before anything is sent: never a value changed quietly.
  const errors = zodFormResolver(SAVE_OPS[family].input)(input);
  if (!errors['voidFactor'] && TOO_MANY_DECIMALS.test(voidFactor)) errors['voidFactor'] = VOID_FACTOR_DECIMALS;
  // Refused here as by the exchange: more placed than paid without a tie, or a tie that is not one.
  if (tie.placesError) errors['winnerIds'] = tie.placesError;
  if (tie.tieError) errors['deadHeatIds'] = tie.tieError;
  const numberField = family === 'fancy' ? 'number' : 'digit';
  const ready = (family === 'fancy' || family === 'lottery' ? number.trim() !== '' : winners.length > 0) && Object.keys(errors).length === 0;
  // A refusal ("You entered this result") is about what was sent: a changed entry is a new one, so it goes.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (mutation.isError) mutation.reset();
      set(value);
    };

  const submit = () => {
    const done = ({ message }: { message?: string | undefined }) => {
      showSuccessToast(message ?? CONFIRMED, { href: getHref('results') });
      onClose();
    };
    if (mode === 'enter') save.mutate(input as Parameters<typeof save.mutate>[0], { onSuccess: done });
    else verify.mutate(input as Parameters<typeof verify.mutate>[0], { onSuccess: done });
  };
  // Sent once however fast Save is pressed twice: the second click lands before `isPending` shows.
  const submitOnce = useConfirmOnce(submit, { opened: true, busy: mutation.isPending, error: mutation.error });
  // Anything entered is asked about before it is thrown away; an untouched entry closes at once.
  const cancel = useGuardedClose(() => winners.length > 0 || number.trim() !== '' || input.voidFactor !== 0, onClose);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submitOnce();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {eventTitle(market)} · {MARKET_FAMILY_LABELS[family]}.{correcting ? '' : ` ${HINTS[mode]}`}
        </Text>
        {correcting && <CorrectionNotice market={market} />}
        {(family === 'fancy' || family === 'lottery') && (
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            {...(family === 'fancy' ? { label: 'Result', description: 'The number the line settles on (runs, for example)' } : { label: 'Winning digit' })}
            value={number}
            onChange={(event) => edited(setNumber)(event.currentTarget.value)}
            error={number.trim() === '' ? undefined : errors[numberField]}
            data-autofocus
          />
        )}
        {family !== 'fancy' && family !== 'lottery' && SEVERAL.includes(family) && (
          <Checkbox.Group
            label={winnersLabel(family, places)}
            description={placeMarket ? PLACE_DEAD_HEAT_RULE : undefined}
            value={winners}
            onChange={edited(setPlaced)}
            error={tie.placesError}
          >
            <Stack gap={4} mt={4}>
              {runners.map((s, i) => (
                <Checkbox key={s.id} value={s.id} label={s.name} data-autofocus={i === 0 || undefined} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {placeMarket && winners.length > places && <DeadHeatGroup runners={runners} winners={winners} tied={tied} onChange={edited(setTied)} error={tie.tieError} />}
        {family !== 'fancy' && family !== 'lottery' && !SEVERAL.includes(family) && (
          <Radio.Group label="Winner" value={winners[0] ?? null} onChange={(id) => edited(setWinners)([id])}>
            <Stack gap={4} mt={4}>
              {runners.map((s, i) => (
                <Radio key={s.id} value={s.id} label={s.name} data-autofocus={i === 0 || undefined} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <TextInput
          label="Void factor"
          description="Fraction of every bet voided (0.5: half the stake returned, half settled); 0 for none"
          inputMode="decimal"
          autoComplete="off"
          value={voidFactor}
          onChange={(event) => edited(setVoidFactor)(event.currentTarget.value)}
          error={errors['voidFactor']}
        />
        <CallErrorAlert error={mutation.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready} loading={mutation.isPending}>
            {mode === 'enter' ? 'Save result' : 'Verify'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
