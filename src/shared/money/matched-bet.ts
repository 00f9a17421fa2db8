/** A matched bet as the books and settlement read it: stake in minor units; odds for runners, line and rate for lines. */
export interface MatchedBet {
  readonly side: 'back' | 'lay' | 'yes' | 'no';
  readonly outcomeId: string;
  readonly odds: number | null;
  readonly rate: number | null;
  readonly line: number | null;
  readonly stake: number;
}
