import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { AuditAction } from '@shared/audit';
import { contract, type HttpOperation } from '@shared/contract';
import { auditedCommand, auditedSequence, readRoute } from '../../kit/audited-routes';
import { routeMap, type RouteContext } from '../../kit/route';
import { listVersionOf, refuseIfChangedSince, withListVersion } from './list-version';
import * as nav from './store';

/**
 * The betting site's menus and orders: each save replaces a whole list, audited with the order before and after.
 * The exchange menu and the most popular bets carry their list's version: a save based on an older one is refused.
 */

const { navigation: op } = contract;

/** A list read and saved with its version: `content` is what a save of a row replaces, `audited` how the audit names it. */
interface VersionedList<R> {
  readonly action: AuditAction;
  /** The list's name with its verb, for the refusal: "Exchange navigation was". */
  readonly subject: string;
  read(db: DatabaseSync): R[];
  content(row: R): unknown;
  audited(row: R): unknown;
}

const versionedRead = <R extends object>(list: VersionedList<R>) => (db: DatabaseSync) => withListVersion(list.read(db), list.content);

const versionedSequence = <I extends z.ZodType<{ listVersion?: string | undefined }>, O extends z.ZodType, R extends object>(
  operation: HttpOperation<I, O>,
  list: VersionedList<R>,
  replace: (input: z.output<I>, ctx: RouteContext) => void,
) =>
  auditedCommand(operation, list.action, (input, ctx) => {
    const before = list.read(ctx.db);
    refuseIfChangedSince(ctx.db, list.action, list.subject, listVersionOf(before.map(list.content)), input.listVersion);
    replace(input, ctx);
    const after = list.read(ctx.db);
    return { data: withListVersion(after, list.content) as z.input<O>, targetId: null, before: before.map(list.audited), after: after.map(list.audited) };
  });

type MenuRow = ReturnType<typeof nav.exchangeMenu>[number];
const exchangeMenuList: VersionedList<MenuRow> = {
  action: 'navigation.exchangeMenu',
  subject: 'Exchange navigation was',
  read: nav.exchangeMenu,
  content: (row) => row,
  audited: (row) => row,
};

type BetRow = ReturnType<typeof nav.popularBets>[number];
const popularBetsList: VersionedList<BetRow> = {
  action: 'navigation.popularBets',
  subject: 'Most popular bets were',
  read: nav.popularBets,
  // The save sets which markets are popular and their order; a market's status changing is not a change of this list.
  content: (row) => row.marketId,
  // Named as the screen names them: many entries are a "Match Odds", told apart by their event.
  audited: (row) => ({ marketId: row.marketId, label: `${row.eventName} › ${row.marketName}` }),
};

export const navigationRoutes = routeMap(
  readRoute(op.exchangeMenu, versionedRead(exchangeMenuList)),
  versionedSequence(op.saveExchangeMenu, exchangeMenuList, (input, ctx) => nav.saveExchangeMenu(ctx.db, input.items)),
  readRoute(op.sports, nav.sportNavigation),
  auditedSequence(op.saveSports, 'navigation.sports', nav.sportNavigation, (db, input) => nav.saveSportNavigation(db, input.items)),
  readRoute(op.popularSports, nav.popularSports),
  auditedSequence(op.savePopularSports, 'navigation.popularSports', nav.popularSports, (db, input) => nav.savePopularSports(db, input.sportIds)),
  readRoute(op.quickLinks, nav.quickLinks),
  auditedSequence(op.saveQuickLinks, 'navigation.quickLinks', nav.quickLinks, (db, input) => nav.saveQuickLinks(db, input.items)),
  readRoute(op.popularBets, versionedRead(popularBetsList)),
  // A market put on or taken off the list is its Popular flag switched: audited as the market's, dated at the
  // updatedAt written, so its edit form opened before is refused rather than switch it back (changed-since).
  versionedSequence(op.savePopularBets, popularBetsList, (input, ctx) => {
    const { switched, at } = nav.savePopularBets(ctx.db, input.marketIds);
    for (const { marketId, popular } of switched) ctx.audit({ action: 'market.flags', targetType: 'market', targetId: marketId, before: { popular: !popular }, after: { popular }, at });
  }),
  readRoute(op.markets, (db, input) => nav.eventMarkets(db, input.eventId)),
  auditedSequence(op.saveMarkets, 'navigation.markets', (db, input) => nav.eventMarkets(db, input.eventId), (db, input) => nav.saveEventMarketOrder(db, input.eventId, input.marketIds)),
);
