import { z } from 'zod';
import { MARKET_FAMILIES, MARKET_STATUSES } from '../catalogue';
import type { PermissionKey } from '../permissions';
import { area, local, stream } from './operation';

/**
 * Monitor windows, workspaces and linked context (ARCHITECTURE §5), served by the main core.
 *
 * A monitor is a kind and a slot: `market-3` is "Live Monitor 3". The spec's numbered flags map to slots:
 * `liveMonitorN` opens market monitor N, `reportDataN` opens risk monitor N; `screenMonitorTrader` opens
 * the bet tickers; `casinoMonitor` (the route `monitor`) is needed for all of them.
 */
export const MONITOR_KINDS = ['market', 'ticker', 'risk', 'wall', 'section', 'streamHealth', 'casino'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
export const MONITOR_SLOTS = 10;

export const MONITOR_KIND_LABELS: Record<MonitorKind, string> = {
  market: 'Live Monitor',
  ticker: 'Bet Ticker',
  risk: 'Risk Monitor',
  wall: 'Video Wall',
  section: 'Video Section',
  streamHealth: 'Stream Health',
  casino: 'Casino Tables',
};

/** Several monitors of a kind, for hints ("Video Walls need …"); a label that is already plural keeps a noun. */
export const MONITOR_KIND_PLURALS: Record<MonitorKind, string> = {
  market: 'Live Monitors',
  ticker: 'Bet Tickers',
  risk: 'Risk Monitors',
  wall: 'Video Walls',
  section: 'Video Sections',
  streamHealth: 'Stream Health monitors',
  casino: 'Casino Tables monitors',
};

/** Video walls of eight streams each: wall 1 plays streams 1–8 (live1to8), … wall 4 streams 25–32. */
export const WALL_PERMISSIONS = ['live1to8', 'live9to16', 'live17to24', 'live25to32'] as const satisfies readonly PermissionKey[];
export const TILES_PER_WALL = 8;

export const monitorRefSchema = z.strictObject({
  kind: z.enum(MONITOR_KINDS),
  slot: z.number().int().min(1).max(MONITOR_SLOTS),
});
export type MonitorRef = z.infer<typeof monitorRefSchema>;

export const monitorId = (ref: MonitorRef): string => `${ref.kind}-${ref.slot}`;
export const monitorTitle = (ref: MonitorRef): string => `${MONITOR_KIND_LABELS[ref.kind]} ${ref.slot}`;

/**
 * The flag that opens slot N of each kind (with casinoMonitor). A record, so a new kind cannot be added
 * without naming its flag; main checks it before opening a window, the renderer before showing one.
 */
const SLOT_PERMISSIONS: Record<MonitorKind, (slot: number) => PermissionKey> = {
  market: (slot) => `liveMonitor${slot}` as PermissionKey,
  ticker: () => 'screenMonitorTrader',
  risk: (slot) => `reportData${slot}` as PermissionKey,
  wall: (slot) => WALL_PERMISSIONS[Math.min(slot, WALL_PERMISSIONS.length) - 1] ?? 'live1to8',
  section: (slot) => `videoSection${slot}` as PermissionKey,
  streamHealth: () => 'monitorCoreStreaming',
  // The casino's own rounds: the route's flag is all it needs.
  casino: () => 'casinoMonitor',
};

/**
 * What every monitor of a kind needs besides its slot's flag: the video kinds also need videoMonitor, and so
 * does stream health, which reads the streams a user may watch (`streaming.playerStreams`, videoMonitor).
 */
export const KIND_PERMISSIONS: Record<MonitorKind, readonly PermissionKey[]> = {
  market: [],
  ticker: [],
  risk: [],
  wall: ['videoMonitor'],
  section: ['videoMonitor'],
  streamHealth: ['videoMonitor'],
  casino: [],
};

/** The flag that opens one monitor (with casinoMonitor and its kind's KIND_PERMISSIONS). */
export const monitorPermission = (ref: MonitorRef): PermissionKey => SLOT_PERMISSIONS[ref.kind](ref.slot);

/** Every flag one monitor needs, each once: casinoMonitor, its slot's flag, then its kind's ("casinoMonitor, live1to8, videoMonitor"). */
export const monitorPermissions = (ref: MonitorRef): readonly PermissionKey[] => [...new Set<PermissionKey>(['casinoMonitor', monitorPermission(ref), ...KIND_PERMISSIONS[ref.kind]])];

/** The flags of `monitorPermissions` an account lacks: empty when it may open the monitor. */
export const missingMonitorPermissions = (ref: MonitorRef, has: (key: PermissionKey) => boolean): readonly PermissionKey[] =>
  monitorPermissions(ref).filter((key) => !has(key));

export const mayOpenMonitor = (ref: MonitorRef, has: (key: PermissionKey) => boolean): boolean => missingMonitorPermissions(ref, has).length === 0;

/** Colour channels: windows on the same channel follow each other's selected event. */
export const CHANNELS = ['red', 'green', 'blue', 'yellow'] as const;
export type Channel = (typeof CHANNELS)[number];
export const channelSchema = z.enum(CHANNELS).nullable();

const id = z.string().trim().min(1).max(64);

/** What a monitor shows; every field optional, each monitor kind reads the ones it has. */
/** The largest Min stake (bet ticker) and Alert above (risk monitor) a monitor's view keeps: the fields use them too. */
export const MONITOR_VIEW_LIMITS = { minStake: 100_000_000, threshold: 1_000_000_000 } as const;

export const monitorViewSchema = z.strictObject({
  sportId: id.optional(),
  competitionId: id.optional(),
  eventId: id.optional(),
  family: z.enum(MARKET_FAMILIES).optional(),
  /** Market monitor: only markets in this status. */
  status: z.enum(MARKET_STATUSES).optional(),
  /** Bet ticker: text in user, market, event or selection. */
  search: z.string().trim().max(60).optional(),
  side: z.enum(['back', 'lay']).optional(),
  minStake: z.number().min(0).max(MONITOR_VIEW_LIMITS.minStake).optional(),
  /** Risk monitor: liability above this raises an alert. */
  threshold: z.number().min(0).max(MONITOR_VIEW_LIMITS.threshold).optional(),
  /** Risk monitor: how many markets to show. */
  top: z.number().int().min(5).max(200).optional(),
  /** Risk monitor: alerts raise no beep. */
  muted: z.boolean().optional(),
});
export type MonitorView = z.infer<typeof monitorViewSchema>;

export const boundsSchema = z.strictObject({
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(200).max(20_000),
  height: z.number().int().min(150).max(20_000),
});
export type Bounds = z.infer<typeof boundsSchema>;

export const monitorStateSchema = monitorRefSchema.extend({
  /** Open in its own window (restored at next start). */
  open: z.boolean(),
  bounds: boundsSchema.nullable(),
  view: monitorViewSchema,
  channel: channelSchema,
});
export type MonitorState = z.infer<typeof monitorStateSchema>;

export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, 'Workspace name is required.')
  .max(40, 'Workspace name must be at most 40 characters.');

export const workspaceSchema = z.object({
  name: workspaceNameSchema,
  monitors: z.array(monitorStateSchema).max(MONITOR_KINDS.length * MONITOR_SLOTS),
  updatedAt: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const DEFAULT_WORKSPACE = 'Default';

/** The hub's view of one user's workspaces: the active one in full, the others by name. */
export const workspacesSchema = z.object({
  active: workspaceNameSchema,
  current: workspaceSchema,
  names: z.array(z.object({ name: z.string(), monitors: z.number().int(), updatedAt: z.string() })),
  /** Monitors with a window attached now. */
  openNow: z.array(z.string()),
});
export type Workspaces = z.infer<typeof workspacesSchema>;

/** What linked windows follow: the event a user selected (and the market, when there was one). */
export const linkedContextSchema = z.strictObject({
  sportId: id,
  competitionId: id,
  eventId: id,
  eventName: z.string().max(200),
  marketId: id.optional(),
});
export type LinkedContext = z.infer<typeof linkedContextSchema>;

const monitorPatchSchema = monitorRefSchema.extend({
  view: monitorViewSchema.optional(),
  channel: channelSchema.optional(),
  bounds: boundsSchema.optional(),
});

/** Where a console screen's address starts (`/dashboard/risk?tab=live`): the only routes one window may ask another to show. */
export const DASHBOARD_PATH_PREFIX = '/dashboard/';
const ROUTE_BASE = 'http://console.invalid';

/**
 * A route of this console as a path (query and hash allowed), under `/dashboard/`: no scheme, no origin, and
 * nothing the URL parser would rewrite (`..`, backslashes, spaces, control characters), so the route shown is
 * exactly the one asked for.
 */
export const isDashboardHref = (href: string): boolean => {
  if (!href.startsWith(DASHBOARD_PATH_PREFIX)) return false;
  try {
    const url = new URL(href, ROUTE_BASE);
    return url.origin === ROUTE_BASE && `${url.pathname}${url.search}${url.hash}` === href;
  } catch {
    return false;
  }
};

export const dashboardHrefSchema = z
  .string()
  .max(2_000, 'That address is too long to be a page of the console.')
  .refine(isDashboardHref, 'Only a page of this console can be shown: its address starts with /dashboard/.');

export const windows = area('windows', {
  /** Opens (or brings forward) a monitor's window. `opened: false`: the shell cannot, open it yourself at `href`. */
  openMonitor: local({ input: monitorRefSchema, output: z.object({ opened: z.boolean(), href: z.string() }) }),
  /** Called by a monitor window when it starts: ties the window to the monitor and returns its saved state. */
  attachMonitor: local({ input: monitorRefSchema, output: monitorStateSchema }),
  /** Saves a monitor's view, channel or (where the shell cannot see it) its bounds in the active workspace. */
  updateMonitor: local({ input: monitorPatchSchema, output: monitorStateSchema }),
  /** Closes a monitor for good (the user closed it): it is no longer reopened with the workspace. */
  closeMonitor: local({ input: monitorRefSchema, output: z.object({ closed: z.boolean() }) }),
  /** Puts this window on a channel (or none). */
  joinChannel: local({ input: z.strictObject({ channel: channelSchema }), output: z.object({ channel: channelSchema }) }),
  /** Tells the other windows of this window's channel to follow a selection. */
  selectContext: local({ input: linkedContextSchema, output: z.object({ delivered: z.number().int() }) }),
  workspaces: local({ input: z.undefined(), output: workspacesSchema }),
  /**
   * Saves the current layout under a name and makes it the active workspace. A workspace already saved
   * under that name (any case) is replaced only with `replace` (the user said Replace); otherwise a conflict.
   */
  saveWorkspace: local({ input: z.strictObject({ name: workspaceNameSchema, replace: z.boolean().optional() }), output: workspacesSchema }),
  /** Switches to a saved workspace: its monitors open, the others close. */
  loadWorkspace: local({ input: z.strictObject({ name: workspaceNameSchema }), output: workspacesSchema }),
  deleteWorkspace: local({ input: z.strictObject({ name: workspaceNameSchema }), output: workspacesSchema }),
  /**
   * The monitors of the active workspace that should be open and have no window yet, for a shell that
   * cannot open windows itself (the browser host's tabs). Each is handed out once per session.
   */
  pendingMonitors: local({ input: z.undefined(), output: z.array(monitorRefSchema.extend({ href: z.string() })) }),
  /**
   * Asks a console window (one that shows no monitor, the one used last) to show a route, and brings it
   * forward. `found: false`: none was open, and the shell opened the console's main window at the route.
   */
  showRoute: local({ input: z.strictObject({ href: dashboardHrefSchema }), output: z.object({ found: z.boolean() }) }),
  /**
   * This window shows the console's pages (its dashboard shell is drawn, not a monitor): the routes monitors
   * ask for may be sent here. Only a window that said so is sent one.
   */
  followRoutes: local({ input: z.undefined(), output: z.null() }),
});

export const windowEvents = {
  /** A selection made in another window of this window's channel. */
  context: stream({ id: 'windows.context', payload: z.object({ channel: z.enum(CHANNELS), context: linkedContextSchema }) }),
  /** The workspace changed: a monitor window that is not in it any more closes itself. */
  layout: stream({ id: 'windows.layout', payload: z.object({ open: z.array(z.string()) }) }),
  /** Another window asked this console window to show a route (`windows.showRoute`): it navigates there. */
  route: stream({ id: 'windows.route', payload: z.object({ href: dashboardHrefSchema }) }),
};

export const MONITOR_WINDOW_PATH = '/monitor';
export const monitorHref = (ref: MonitorRef): string => `${MONITOR_WINDOW_PATH}/${ref.kind}/${ref.slot}`;
