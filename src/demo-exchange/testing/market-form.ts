import type { CatalogueApi } from './route-setup';

/** A market as its edit form reads it (`/market`): the fields the form sends back, and its version. */
export interface FormMarket {
  _id: string;
  eventId: string;
  marketTypeId: string;
  name: string;
  inPlay: boolean;
  popular: boolean;
  externalId: string | null;
  selections: Array<{ _id: string; name: string }>;
  updatedAt: string;
}

/** The market form's save of `market` as it opened, with `changes`, naming the version it opened. */
export const saveMarketForm = (api: CatalogueApi, market: FormMarket, changes: Partial<FormMarket> = {}) => {
  const { _id, eventId, marketTypeId, name, inPlay, popular, externalId, selections } = { ...market, ...changes };
  const input = { _id, eventId, marketTypeId, name, inPlay, popular, externalId, selections: selections.map((s) => ({ _id: s._id, name: s.name })) };
  return api.call<FormMarket>('/market/save', { ...input, expectedUpdatedAt: market.updatedAt });
};
