import { Checkbox, Stack } from '@mantine/core';
import { DEAD_HEAT_WORDS, deadHeatProblem } from '@shared/results';

/** How a Place market's dead heat works, said under its placed runners. */
export const PLACE_DEAD_HEAT_RULE =
  'Dead heat for the last place: tick the tied runners too, then mark them as tied. Runners placed outright are paid in full; the tied runners share the places left, each bet on one settled on that share of its stake (2 places, one clear first and two tied for 2nd: half the stake each).';

export interface PlaceTie {
  /** The placed runners marked as tied for the last place (sent only when more runners are placed than the places). */
  readonly deadHeatIds: string[];
  /** More runners placed than places and none marked as tied: said on the placed runners, in the exchange's words. */
  readonly placesError?: string | undefined;
  /** A tie that is not one, in the exchange's words: said on the tied runners. */
  readonly tieError?: string | undefined;
}

/**
 * A Place market's result as ticked: the runners placed (`winners`) and those marked as tied. A tie counts
 * only when more runners are placed than the market pays; then it must be one the exchange takes.
 */
export const placeTieOf = (places: number, winners: readonly string[], tied: readonly string[]): PlaceTie => {
  if (places <= 1 || winners.length <= places) return { deadHeatIds: [] };
  const deadHeatIds = tied.filter((id) => winners.includes(id));
  if (deadHeatIds.length === 0) return { deadHeatIds, placesError: DEAD_HEAT_WORDS.tooManyPlaced(places) };
  return { deadHeatIds, tieError: deadHeatProblem(places, winners, deadHeatIds) ?? undefined };
};

/**
 * The placed runners of a Place market to mark as tied for its last paid place, in the market's order:
 * shown once more runners are placed than the market pays.
 */
export function DeadHeatGroup({
  runners,
  winners,
  tied,
  onChange,
  error,
}: {
  runners: ReadonlyArray<{ id: string; name: string }>;
  winners: readonly string[];
  tied: readonly string[];
  onChange(tied: string[]): void;
  error: string | undefined;
}) {
  const placed = runners.filter((runner) => winners.includes(runner.id));
  return (
    <Checkbox.Group
      label="Tied for the last place"
      description="More runners are placed than the market pays: mark every runner that dead-heated for the last paid place, or untick runners above."
      value={tied.filter((id) => winners.includes(id))}
      onChange={onChange}
      error={error}
    >
      <Stack gap={4} mt={4}>
        {placed.map((runner) => (
          <Checkbox key={runner.id} value={runner.id} label={runner.name} aria-label={`${runner.name}: tied for the last place`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
