/**
 * The casino's games (DOMAIN "Casino"): each table plays one game in rounds; a round's result names the
 * winning outcome (and the cards dealt, for the record). Odds are decimal and include the stake back.
 */
export const CASINO_GAMES = ['teenPatti', 'andarBahar', 'dragonTiger', 'lucky7', 'cricket20'] as const;
export type CasinoGame = (typeof CASINO_GAMES)[number];

export interface GameOutcome {
  readonly code: string;
  readonly label: string;
  /** Decimal odds: a winning stake of 100 at 1.98 is paid 198 (its stake back and 98). */
  readonly odds: number;
  /** How often the dealer's simulated draw lands here (relative). */
  readonly weight: number;
}

export interface GameRules {
  readonly label: string;
  readonly outcomes: readonly GameOutcome[];
  /** Cricket-style games keep a ball-by-ball record. */
  readonly ballByBall: boolean;
}

const even = (code: string, label: string): GameOutcome => ({ code, label, odds: 1.98, weight: 10 });

export const GAME_RULES: Readonly<Record<CasinoGame, GameRules>> = {
  teenPatti: { label: 'Teen Patti 20-20', outcomes: [even('playerA', 'Player A'), even('playerB', 'Player B')], ballByBall: false },
  andarBahar: {
    label: 'Andar Bahar',
    outcomes: [
      { code: 'andar', label: 'Andar', odds: 1.9, weight: 10 },
      { code: 'bahar', label: 'Bahar', odds: 2, weight: 10 },
    ],
    ballByBall: false,
  },
  dragonTiger: { label: 'Dragon Tiger', outcomes: [even('dragon', 'Dragon'), even('tiger', 'Tiger'), { code: 'tie', label: 'Tie', odds: 11, weight: 2 }], ballByBall: false },
  lucky7: { label: 'Lucky 7', outcomes: [even('low', 'Low (A–6)'), even('high', 'High (8–K)'), { code: 'seven', label: 'Seven', odds: 11, weight: 2 }], ballByBall: false },
  cricket20: { label: 'Cricket 20-20', outcomes: [even('teamA', 'Team A'), even('teamB', 'Team B')], ballByBall: true },
};

export const CASINO_GAME_LABELS = Object.fromEntries(CASINO_GAMES.map((game) => [game, GAME_RULES[game].label])) as Readonly<Record<CasinoGame, string>>;

export const outcomeOf = (game: CasinoGame, code: string): GameOutcome | undefined => GAME_RULES[game].outcomes.find((outcome) => outcome.code === code);

export const outcomeLabel = (game: CasinoGame, code: string): string => outcomeOf(game, code)?.label ?? code;

/** Why a table that has played rounds keeps its game: the exchange's refusal, and the Edit form's reason for locking Game. */
export const GAME_KEPT = 'A table that has played rounds keeps its game: add a new table for another game.';
