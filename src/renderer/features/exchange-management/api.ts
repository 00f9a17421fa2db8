import { keepPreviousData } from '@tanstack/react-query';
import { catalogue } from '@shared/contract/catalogue';
import { limits } from '@shared/contract/limits';
import { markets } from '@shared/contract/markets';
import { operationMutation, operationQuery, type BridgedOperation, type InputOf } from '@renderer/app/data/operations';

/**
 * @deprecated — use useOperation. Kept for the catalogue lists and forms another change is moving onto
 * the ServerTable and form kits; invalidation now comes from the operations' entity tags.
 *
 * A list that follows the user's typing and paging: the previous page stays on screen while the next
 * one loads (no blank, no full-screen spinner on every keystroke: the table shows its own progress).
 */
export const listQuery = <Op extends BridgedOperation>(op: Op, input: InputOf<Op>, enabled = true) => ({
  ...operationQuery(op, input, { spinner: false }),
  placeholderData: keepPreviousData,
  enabled,
});

/** @deprecated — use useOperation(catalogue.sports, input, { keepPreviousData: true, spinner: false }). */
export const sportsQuery = (input: InputOf<typeof catalogue.sports>) => listQuery(catalogue.sports, input);
/** @deprecated — use useOperation. */
export const competitionsQuery = (input: InputOf<typeof catalogue.competitions>, enabled = true) => listQuery(catalogue.competitions, input, enabled);
/** @deprecated — use useOperation. */
export const eventsQuery = (input: InputOf<typeof catalogue.events>, enabled = true) => listQuery(catalogue.events, input, enabled);
/** @deprecated — use useOperation. */
export const marketsQuery = (input: InputOf<typeof markets.list>, enabled = true) => listQuery(markets.list, input, enabled);
/** @deprecated — use useOperation. */
export const marketTypesQuery = (input: InputOf<typeof markets.types>) => listQuery(markets.types, input);
/** @deprecated — use useOperation. */
export const limitsQuery = (input: InputOf<typeof limits.list>) => listQuery(limits.list, input);

/** @deprecated — use useOperationMutation(op). Kept for the forms another change is moving onto the form kit. */
export const mutations = {
  saveSport: () => operationMutation(catalogue.saveSport),
  saveCompetition: () => operationMutation(catalogue.saveCompetition),
  saveEvent: () => operationMutation(catalogue.saveEvent),
  saveMarket: () => operationMutation(markets.save),
  saveType: () => operationMutation(markets.saveType),
  saveLimit: () => operationMutation(limits.save),
};
