import type { AccountRow } from '@shared/contract/risk';

/** A punter's account for a risk screen's test: active, under ag01, 1,000.00 and nothing at risk; `over` names it and may change the rest. */
export const punterAccount = (over: Pick<AccountRow, 'accountId' | 'userName' | 'name'> & Partial<AccountRow>): AccountRow => ({
  level: 'punter',
  status: 'active',
  statusReason: null,
  parent: 'ag01',
  balance: 100_000,
  exposure: 0,
  ...over,
});
