import { z } from 'zod';
import type { PermissionKey } from '../permissions';
import { catalogueIdSchema, eventIdInputSchema, idInputSchema } from './catalogue-common';
import { entityTag, get, pagedList, remove, save, wholeList } from './factories';
import { namedRowFields } from './fields';
import { area, local } from './operation';

/** What a stream shows; each kind has the spec's flag that lets a user watch it. */
export const STREAM_KINDS = ['sports', 'casino', 'eSport', 'virtual', 'core'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];
export const STREAM_KIND_LABELS: Record<StreamKind, string> = { sports: 'Sports', casino: 'Casino', eSport: 'eSport', virtual: 'Virtual', core: 'Core' };
export const STREAM_KIND_PERMISSIONS: Record<StreamKind, PermissionKey> = {
  sports: 'sportsStreaming',
  casino: 'casinoStreaming',
  eSport: 'eSportStreaming',
  virtual: 'virtualStreaming',
  core: 'coreStreaming',
};

export const STREAM_HEALTH = ['up', 'stalled', 'down', 'unknown'] as const;
export type StreamHealth = (typeof STREAM_HEALTH)[number];

/** What the main process found when it fetched a stream's playlist. */
export const probeResultSchema = z.object({
  reachable: z.boolean(),
  playlistValid: z.boolean(),
  /** From the playlist's BANDWIDTH or its segments' sizes and durations; null when unknown. */
  bitrateKbps: z.number().nullable(),
  /** Media segments listed (the first variant's, for a master playlist). */
  segments: z.number().int(),
  live: z.boolean(),
  problem: z.string().nullable(),
  checkedAt: z.string(),
});
export type ProbeResult = z.infer<typeof probeResultSchema>;

/** Streams are watched over HTTPS (or HTTP on a loopback or LAN host in testing) as HLS playlists. */
export const streamUrlSchema = z
  .string()
  .trim()
  .min(1, 'URL is required.')
  .max(500, 'URL: at most 500 characters.')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'URL: an http or https address, such as https://cdn.example.com/live/index.m3u8.')
  .refine((value) => !URL.canParse(value) || new URL(value).pathname.endsWith('.m3u8'), 'URL: an HLS playlist, ending in .m3u8.')
  .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), 'URL: no user name or password in the address.');

export const streamAppSchema = z.object({ ...namedRowFields, kind: z.enum(STREAM_KINDS), notes: z.string(), streamCount: z.number().int() }).loose();
export type StreamApp = z.infer<typeof streamAppSchema>;
export const saveStreamAppSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Name: at most 80 characters.'),
  kind: z.enum(STREAM_KINDS),
  notes: z.string().trim().max(500, 'Notes: at most 500 characters.').default(''),
});

export const STREAM_TARGETS = ['event', 'casinoTable'] as const;

/** A stream source: one playlist shown for an event or a casino table, in a wall and optionally a section. */
export const eventStreamSchema = z
  .object({
    ...namedRowFields,
    url: z.string(),
    kind: z.enum(STREAM_KINDS),
    device: z.string(),
    targetType: z.enum(STREAM_TARGETS),
    targetId: z.string(),
    targetName: z.string(),
    appId: z.string().nullable(),
    appName: z.string().nullable(),
    /** Video section 1–10 that shows it too (videoSection1 … videoSection10), or none. */
    section: z.number().int().nullable(),
    probe: probeResultSchema.nullable(),
    updatedAt: z.string(),
  })
  .loose();
export type EventStream = z.infer<typeof eventStreamSchema>;

export const saveEventStreamSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80, 'Name: at most 80 characters.'),
  url: streamUrlSchema,
  kind: z.enum(STREAM_KINDS),
  device: z.string().trim().max(60, 'Device: at most 60 characters.').default(''),
  targetType: z.enum(STREAM_TARGETS),
  targetId: catalogueIdSchema,
  targetName: z.string().trim().min(1, 'Event or table is required.').max(160),
  appId: catalogueIdSchema.nullable().default(null),
  section: z.number().int().min(1).max(10).nullable().default(null),
  /** The main process's check of the URL, made before saving (the screen shows it). */
  probe: probeResultSchema.nullable().default(null),
});

/** A casino table's stream on the casino monitor, with its display flags. */
export const CASINO_MONITOR_FLAGS = ['autoplay', 'sound', 'showScore', 'showRound'] as const;
export type CasinoMonitorFlag = (typeof CASINO_MONITOR_FLAGS)[number];
/** Every flag of a monitor, each on or off: a save names only the ones it sets, the others are off. */
export const allCasinoMonitorFlags = (set: Partial<Record<CasinoMonitorFlag, boolean>>): Record<CasinoMonitorFlag, boolean> =>
  Object.fromEntries(CASINO_MONITOR_FLAGS.map((flag) => [flag, set[flag] === true])) as Record<CasinoMonitorFlag, boolean>;
/** The answer always carries all four flags (exhaustive: a flag missing from it is a broken answer). */
export const casinoStreamMonitorSchema = z
  .object({ _id: z.string(), tableName: z.string(), streamId: z.string(), streamName: z.string(), flags: z.record(z.enum(CASINO_MONITOR_FLAGS), z.boolean()) })
  .loose();
export type CasinoStreamMonitor = z.infer<typeof casinoStreamMonitorSchema>;
export const saveCasinoStreamMonitorSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  /** One of the casino's tables (casino.events), by name: the exchange refuses any other name on this field. */
  tableName: z.string().trim().min(1, 'Table is required.').max(80),
  streamId: catalogueIdSchema,
  /** The flags set; one not named is off. */
  flags: z.partialRecord(z.enum(CASINO_MONITOR_FLAGS), z.boolean()).default({}),
});

const STREAM_TAGS = ['streams', 'streamApps'];

/**
 * Streaming management (route `streaming-management`, flag streamingManagement) and what the video walls
 * play. Stream URLs are checked by the main process (`probe`) from the configured stream hosts only.
 */
export const streaming = area('streaming', {
  apps: wholeList({ path: '/stream-app/list', access: 'streamingManagement', spec: ['streaming.streamAppList'], reads: STREAM_TAGS, row: streamAppSchema }),
  saveApp: save({
    path: '/stream-app/save',
    access: 'streamingManagement',
    spec: ['streaming.streamAppSave'],
    input: saveStreamAppSchema,
    writes: ({ _id }) => [entityTag('streamApps', _id)],
    output: streamAppSchema,
  }),
  deleteApp: remove({ path: '/stream-app/delete', access: 'streamingManagement', spec: ['streaming.streamAppDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('streamApps', _id), 'streams'] }),
  streams: pagedList({
    path: '/event-stream/list',
    access: 'streamingManagement',
    spec: ['streaming.eventStreamList'],
    reads: STREAM_TAGS,
    row: eventStreamSchema,
    filters: { kind: z.enum(STREAM_KINDS).optional() },
  }),
  saveStream: save({
    path: '/event-stream/save',
    access: 'streamingManagement',
    spec: ['streaming.eventStreamSave'],
    input: saveEventStreamSchema,
    writes: ({ _id }) => [entityTag('streams', _id), 'streamApps'],
    output: eventStreamSchema,
  }),
  deleteStream: remove({ path: '/event-stream/delete', access: 'streamingManagement', spec: ['streaming.eventStreamDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('streams', _id), 'streamApps', 'casinoStreamMonitors'] }),
  /**
   * Which stream shows on which casino table, and how. Read by Streaming Management and by the casino
   * monitor's users (the spec names no flag for it): it holds no URL, so a stream reaches a screen only
   * through `playerStreams`, filtered by the user's streaming flags.
   */
  casinoMonitors: wholeList({
    path: '/casino-stream-monitor/flags',
    access: { anyOf: ['streamingManagement', 'casinoMonitor'] },
    spec: ['streaming.casinoStreamMonitorFlags'],
    reads: ['casinoStreamMonitors', 'streams'],
    row: casinoStreamMonitorSchema,
  }),
  saveCasinoMonitor: save({
    path: '/casino-stream-monitor/save',
    access: 'streamingManagement',
    spec: ['streaming.casinoStreamMonitorSave'],
    input: saveCasinoStreamMonitorSchema,
    writes: ({ _id }) => [entityTag('casinoStreamMonitors', _id)],
    output: casinoStreamMonitorSchema,
  }),
  deleteCasinoMonitor: remove({ path: '/casino-stream-monitor/delete', access: 'streamingManagement', spec: ['streaming.casinoStreamMonitorDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('casinoStreamMonitors', _id)] }),
  /** What the signed-in user may watch: the streams of the kinds their flags allow, for the walls. */
  playerStreams: wholeList({ path: '/player-streams', access: 'videoMonitor', spec: ['streaming.playerStreams'], reads: ['streams'], row: eventStreamSchema }),
  /** One event's streams (the kinds the user may watch). */
  eventStreaming: get({ path: '/event-streaming', access: 'videoMonitor', spec: ['streaming.eventStreaming'], reads: ['streams'], input: eventIdInputSchema, output: z.array(eventStreamSchema) }),
  /** Served by the main process: fetches the playlist (from a configured stream host only) and reports what it found. */
  probe: local({ input: z.strictObject({ url: streamUrlSchema }), output: probeResultSchema }),
  /** Served by the main process: the health of every stream the user may watch, probed now. */
  health: local({ input: z.undefined(), output: z.array(z.object({ streamId: z.string(), name: z.string(), targetName: z.string(), health: z.enum(STREAM_HEALTH), checkedAt: z.string(), problem: z.string().nullable() })) }),
});
