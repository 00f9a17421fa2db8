import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Result } from '@shared/contract/result';
import type { catalogue } from '@shared/contract/catalogue';
import type { limits } from '@shared/contract/limits';
import type { markets } from '@shared/contract/markets';
import type { provider } from '@shared/contract/provider';
import { unwrap } from '@renderer/app/errors';
import { exchange } from '@renderer/app/exchange';
import { bridgeMutation } from '@renderer/app/query';

/**
 * Every query of this screen lives under one root key: a change anywhere in the catalogue (an import,
 * a switch, a suspend all) can move counts everywhere, so a mutation refreshes them all at once.
 */
export const CATALOGUE_KEY = ['exchange-management'] as const;
const invalidates = [CATALOGUE_KEY];

type In<Op> = Op extends { input: infer I extends z.ZodType } ? z.input<I> : never;

/**
 * A list that follows the user's typing and paging: the previous page stays on screen while the next
 * one loads (no blank, no full-screen spinner on every keystroke: the table shows its own progress).
 */
export const listQuery = <T, const K extends string, I>(name: K, input: I, call: (input: I) => Promise<Result<T>>, enabled = true) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, name, input] as const,
    queryFn: async () => unwrap(await call(input)),
    placeholderData: keepPreviousData,
    meta: { spinner: false },
    enabled,
  });

export const sportsQuery = (input: In<typeof catalogue.sports>) => listQuery('sports', input, (i) => exchange().catalogue.sports(i));
export const competitionsQuery = (input: In<typeof catalogue.competitions>, enabled = true) =>
  listQuery('competitions', input, (i) => exchange().catalogue.competitions(i), enabled);
export const eventsQuery = (input: In<typeof catalogue.events>, enabled = true) => listQuery('events', input, (i) => exchange().catalogue.events(i), enabled);
export const marketsQuery = (input: In<typeof markets.list>, enabled = true) => listQuery('markets', input, (i) => exchange().markets.list(i), enabled);
export const marketQuery = (id: string) => listQuery('market', { _id: id }, (i) => exchange().markets.get(i));
export const marketTypesQuery = (input: In<typeof markets.types>) => listQuery('types', input, (i) => exchange().markets.types(i));
export const autoMarketsQuery = (sportId: string) => listQuery('auto', { sportId }, (i) => exchange().markets.autoMarkets(i));
export const suspendStateQuery = () => listQuery('suspend-state', {}, () => exchange().markets.suspendAllState({}));
export const limitsQuery = (input: In<typeof limits.list>) => listQuery('limits', input, (i) => exchange().limits.list(i));
export const delaysQuery = () => listQuery('delays', {}, () => exchange().limits.delays({}));
export const providerQuery = (input: In<typeof provider.navigation>, enabled = true) =>
  listQuery('provider', input, (i) => exchange().provider.navigation(i), enabled);

const m = <I, T>(call: (input: I) => Promise<Result<T>>) => bridgeMutation(call, { invalidates });

export const mutations = {
  deleteSport: () => m((i: { _id: string }) => exchange().catalogue.deleteSport(i)),
  setSportActive: () => m((i: { _id: string; active: boolean }) => exchange().catalogue.setSportActive(i)),
  deleteCompetition: () => m((i: { _id: string }) => exchange().catalogue.deleteCompetition(i)),
  setCompetitionActive: () => m((i: { _id: string; active: boolean }) => exchange().catalogue.setCompetitionActive(i)),
  deleteEvent: () => m((i: { _id: string }) => exchange().catalogue.deleteEvent(i)),
  setEventActive: () => m((i: { _id: string; active: boolean }) => exchange().catalogue.setEventActive(i)),
  /** One switch and one delete for the three levels of the detail pane (their answers are not read). */
  setLevelActive: (level: 'sport' | 'competition' | 'event') =>
    m((i: { _id: string; active: boolean }): Promise<Result<unknown>> =>
      level === 'sport' ? exchange().catalogue.setSportActive(i) : level === 'competition' ? exchange().catalogue.setCompetitionActive(i) : exchange().catalogue.setEventActive(i),
    ),
  deleteLevel: (level: 'sport' | 'competition' | 'event') =>
    m((i: { _id: string }): Promise<Result<unknown>> =>
      level === 'sport' ? exchange().catalogue.deleteSport(i) : level === 'competition' ? exchange().catalogue.deleteCompetition(i) : exchange().catalogue.deleteEvent(i),
    ),
  deleteMarket: () => m((i: { _id: string }) => exchange().markets.delete(i)),
  setMarketStatus: () => m((i: In<typeof markets.setStatus>) => exchange().markets.setStatus(i)),
  setMarketFlags: () => m((i: In<typeof markets.setFlags>) => exchange().markets.setFlags(i)),
  setSelectionStatus: () => m((i: In<typeof markets.setSelectionStatus>) => exchange().markets.setSelectionStatus(i)),
  suspendAll: () => m((i: In<typeof markets.suspendAll>) => exchange().markets.suspendAll(i)),
  restoreAll: () => m((i: In<typeof markets.restoreAll>) => exchange().markets.restoreAll(i)),
  deleteType: () => m((i: { _id: string }) => exchange().markets.deleteType(i)),
  saveAutoMarkets: () => m((i: In<typeof markets.saveAutoMarkets>) => exchange().markets.saveAutoMarkets(i)),
  deleteLimit: () => m((i: { betlimitId: string }) => exchange().limits.delete(i)),
  saveFamilyDelay: () => m((i: In<typeof limits.saveFamilyDelay>) => exchange().limits.saveFamilyDelay(i)),
  saveMarketDelay: () => m((i: In<typeof limits.saveMarketDelay>) => exchange().limits.saveMarketDelay(i)),
  importFromProvider: () => m((i: In<typeof provider.import>) => exchange().provider.import(i)),
  exportAccessCodes: () => bridgeMutation((i: In<typeof markets.exportAccessCodes>) => exchange().markets.exportAccessCodes(i)),
};
