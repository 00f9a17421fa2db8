/**
 * A dead heat: runners tied for a race market's last paid place(s). The runners placed outright are paid in
 * full; the `tiedIds` share the `places` left (fewer than them), so a bet on one of them is settled on
 * places / tied of its stake as a winner and the rest as a loser: exactly the average of what it makes over
 * every way of placing that many of the tied runners. A Win market's dead heat is its several winners
 * sharing its one place (÷ the runners tied); a Place market paying 2 with one clear first and two tied for
 * second settles bets on either on half their stake; three tied for first share both places (2/3 each).
 */
export interface DeadHeat {
  /** The tied runners (among the result's winners). */
  readonly tiedIds: readonly string[];
  /** How many of the market's paid places they share: its places less the runners placed outright. */
  readonly places: number;
}

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why an entered Place result or tie is refused, in words a trader acts on (the dialog and the exchange say the same). */
export const DEAD_HEAT_WORDS = {
  /** More placed runners than the places a Place market pays, and no tie marked for the last place. */
  tooManyPlaced: (places: number) =>
    `This Place market pays ${counted(places, 'place')}: choose at most ${counted(places, 'placed runner')}, or mark the runners that dead-heated for the last place.`,
  notAmongPlaced: 'The runners tied for the last place must be placed runners too: tick them as placed.',
  tooFewTied: 'A dead heat needs at least 2 runners tied for the last place: mark another, or clear the mark.',
  outrightFill: (places: number, outright: number) =>
    `This market pays ${counted(places, 'place')} and ${counted(outright, 'runner')} ${outright === 1 ? 'is' : 'are'} placed outright, so no place is left to share: mark as tied every runner that shared the last paid place, or untick the runners behind the places.`,
  noTieNeeded: (tied: number, places: number) =>
    `${counted(tied, 'runner')} for the last ${counted(places, 'place')} are each paid in full: that is no dead heat, so clear the tied marks.`,
  notARace: 'Only a race’s result can have a dead heat for the last place.',
} as const;

/**
 * What is wrong with a tie entered for a market paying `places` places (racing), or null: the tied runners
 * are among the placed ones, at least 2 and more than the places they share; the runners placed outright
 * are fewer than the places.
 */
export const deadHeatProblem = (places: number, winnerIds: readonly string[], deadHeatIds: readonly string[]): string | null => {
  if (deadHeatIds.some((id) => !winnerIds.includes(id))) return DEAD_HEAT_WORDS.notAmongPlaced;
  if (deadHeatIds.length < 2) return DEAD_HEAT_WORDS.tooFewTied;
  const outright = winnerIds.length - deadHeatIds.length;
  if (outright >= places) return DEAD_HEAT_WORDS.outrightFill(places, outright);
  if (deadHeatIds.length <= places - outright) return DEAD_HEAT_WORDS.noTieNeeded(deadHeatIds.length, places - outright);
  return null;
};
