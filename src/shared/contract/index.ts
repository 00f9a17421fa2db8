import { about, aboutEvents } from './about';
import { audit } from './audit';
import { auth } from './auth';
import { bookmaker } from './bookmaker';
import { news } from './news';
import { sportsbook } from './sportsbook';
import { casino } from './casino';
import { catalogue } from './catalogue';
import { dataEvents } from './data';
import { content } from './content';
import { cronLogs } from './cron-logs';
import { fancy } from './fancy';
import { fancyPlay } from './fancy-play';
import { exchangeDesks } from './exchange-desks';
import { ratings } from './ratings';
import { families } from './families';
import { dns } from './dns-provider';
import { gameProvider } from './game-provider';
import { geolocation } from './geolocation';
import { limits } from './limits';
import { markets } from './markets';
import { navigation } from './navigation';
import type { EventStream, HttpOperation, Operation, UpstreamId } from './operation';
import { permissions } from './permissions';
import { preferences } from './preferences';
import { continuity } from './continuity';
import { search } from './search';
import { provider } from './provider';
import { racing } from './racing';
import { results } from './results';
import { queries } from './queries';
import { risk } from './risk';
import { session, sessionEvents } from './session';
import { score } from './score';
import { staff } from './staff';
import { streaming } from './streaming';
import { traders } from './traders';
import { upstreamSettings } from './upstream-settings';
import { whiteLabelNode } from './white-label-node';
import { windowEvents, windows } from './windows';
import { whiteLabels } from './white-labels';
import { domains } from './domains';
import { exchanges, projects } from './exchanges';
import { adminTools, authExtras, siteReports } from './site-tools';

/**
 * The single source of truth: every operation, per area. Adding an API operation is one entry here,
 * its demo handler, and its screen.
 */
export const contract = {
  session,
  auth,
  permissions,
  cronLogs,
  catalogue,
  markets,
  limits,
  provider,
  navigation,
  traders,
  staff,
  audit,
  streaming,
  score,
  content,
  fancy,
  fancyPlay,
  exchangeDesks,
  ratings,
  families,
  bookmaker,
  sportsbook,
  news,
  racing,
  results,
  risk,
  queries,
  windows,
  upstreamSettings,
  about,
  gameProvider,
  whiteLabelNode,
  dns,
  geolocation,
  preferences,
  continuity,
  search,
  whiteLabels,
  domains,
  exchanges,
  projects,
  authExtras,
  siteReports,
  adminTools,
  casino,
} as const;

/** Push streams from the main core to windows, per area. */
export const events = {
  session: sessionEvents,
  windows: windowEvents,
  data: dataEvents,
  about: aboutEvents,
} as const;

export type Contract = typeof contract;
export type ContractEvents = typeof events;

/** `area.op` for every operation, in one flat list (the bridge channels). */
export const listOperations = (): Array<{ area: string; name: string; channel: string; op: Operation }> =>
  Object.entries(contract).flatMap(([area, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([name, op]) => ({ area, name, channel: `${area}.${name}`, op })),
  );

/** Every HTTP operation, or only those one upstream serves (the demo exchange serves the `exchange` ones). */
export const listHttpOperations = (upstream?: UpstreamId): HttpOperation[] =>
  listOperations()
    .map((entry) => entry.op)
    .filter((op): op is HttpOperation => op.kind === 'http' && (upstream === undefined || op.upstream === upstream));

/** Paths of an upstream's keyed operations (`idempotent`: creates, money), which go only with an Idempotency-Key. */
export const listKeyedPaths = (upstream: UpstreamId): ReadonlySet<string> =>
  new Set(listHttpOperations(upstream).filter((op) => op.idempotent === true).map((op) => op.http.path));

/** Operations the renderer may call through the bridge. */
export const listBridgedOperations = () =>
  listOperations().filter(({ op }) => op.kind === 'local' || op.bridged);

export const listEventStreams = (): Array<{ area: string; name: string; channel: string; stream: EventStream }> =>
  Object.entries(events).flatMap(([area, streams]) =>
    Object.entries(streams as Record<string, EventStream>).map(([name, s]) => ({ area, name, channel: s.id, stream: s })),
  );

export * from './envelope';
export * from './operation';
export * from './list-order';
export { entityTag } from './factories';
export * from './result';
export * from './idempotency';
export * from './files';
export * from './auth';
export * from './session';
export * from './permissions';
export * from './cron-logs';
export * from './catalogue-common';
export * from './catalogue';
export * from './markets';
export * from './limits';
export * from './provider';
export * from './navigation';
export * from './data-table';
export * from './preferences';
export * from './display-preferences';
export * from './about';
export * from './traders';
export * from './staff';
export * from './audit';
export * from './live';
export * from './windows';
export * from './data';
export * from './upstream-settings';
export * from './game-provider';
export * from './white-label-node';
export * from './dns-provider';
export * from './geolocation';
export * from './white-labels';
export * from './domains';
export * from './exchanges';
export * from './site-tools';
export * from './continuity';
export * from './search';
