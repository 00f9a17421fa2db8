/** Why the exchange refused a bet: the reason travels with the bet to the ticker, the risk screens and the punter. */
export const REFUSAL_REASONS = [
  'accountNotActive',
  'marketNotOpen',
  'selectionNotActive',
  'belowMinStake',
  'aboveMaxStake',
  'aboveMaxProfit',
  'aboveMaxLiability',
  'priceChanged',
  'insufficientBalance',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  accountNotActive: 'Account may not bet',
  marketNotOpen: 'Market not open',
  selectionNotActive: 'Selection not active',
  belowMinStake: 'Below minimum stake',
  aboveMaxStake: 'Above maximum stake',
  aboveMaxProfit: 'Above maximum profit',
  aboveMaxLiability: 'Above maximum liability',
  priceChanged: 'Price changed during the bet delay',
  insufficientBalance: 'Not enough available balance',
};
