import type { MarketResult } from '@shared/contract/results';

/** A market as the Results screen lists it, for component tests: no result yet unless told. */
export const marketResult = (fields: Partial<MarketResult> & Pick<MarketResult, 'marketId' | 'marketName' | 'family'>): MarketResult => ({
  eventName: 'RCB v KKR',
  marketStatus: 'suspended',
  status: null,
  label: null,
  voidFactor: 0,
  deduction: 0,
  maker: null,
  checker: null,
  held: null,
  version: 0,
  openBets: 0,
  selections: [],
  ...fields,
});
