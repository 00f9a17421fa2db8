/** Spec §1's market families; a market type belongs to one, and bet-delay defaults are kept per family. */
export const MARKET_FAMILIES = ['matchOdds', 'bookmaker', 'fancy', 'sportsbook', 'binary', 'lottery', 'virtual', 'racing'] as const;
export type MarketFamily = (typeof MARKET_FAMILIES)[number];

export const MARKET_FAMILY_LABELS: Record<MarketFamily, string> = {
  matchOdds: 'Match Odds',
  bookmaker: 'Bookmaker',
  fancy: 'Fancy',
  sportsbook: 'Sportsbook',
  binary: 'Binary',
  lottery: 'Lottery',
  virtual: 'Virtual',
  racing: 'Racing',
};
