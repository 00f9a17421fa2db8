import { z } from 'zod';
import { PROVIDER_REALM } from '../casino/provider-report';
import { upstreamRead } from './factories';
import { area, http } from './operation';
import { reportQuerySchema } from './site-tools';

/**
 * The third-party casino game provider (spec §7, External): admin and report endpoints that take its fixed
 * API key in the query. Main adds the key; it is never part of an input or an answer here.
 */
export const providerGameSchema = z
  .object({ id: z.string().max(64), name: z.string().max(200), enabled: z.boolean() })
  .loose();
export type ProviderGame = z.infer<typeof providerGameSchema>;

/** Spec §3's report query fields with §9's realm: INR and nothing else. Strict: a `key` field is refused. */
export const providerReportQuerySchema = reportQuerySchema.extend({ realm: z.literal(PROVIDER_REALM).default(PROVIDER_REALM) });
export type ProviderReportQuery = z.input<typeof providerReportQuerySchema>;

export const PROVIDER_REPORTS = ['game', 'player', 'history'] as const;
export type ProviderReport = (typeof PROVIDER_REPORTS)[number];

const cell = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
/** One page of a report: its rows (columns named by the provider) and the paging it answered. */
export const providerReportSchema = z
  .object({ rows: z.array(z.record(z.string().max(64), cell)).max(500), total: z.number().int().min(0), max: z.number().int(), offset: z.number().int() })
  .loose();
export type ProviderReportPage = z.infer<typeof providerReportSchema>;

const gameIdInput = z.strictObject({ id: z.string().trim().min(1, 'Game id is required.').max(64) });

const report = (path: string, spec: 'external.providerGameReport' | 'external.providerPlayerReport' | 'external.providerHistoryReport') =>
  http({ upstream: 'gameProvider', spec: [spec], http: { method: 'GET', path }, access: 'casinoMonitor', input: providerReportQuerySchema, output: providerReportSchema, reads: ['providerReports'] });

const toggle = (path: string, spec: 'external.providerEnableGame' | 'external.providerDisableGame') =>
  http({ upstream: 'gameProvider', spec: [spec], http: { method: 'POST', path }, access: 'casinoMonitor', input: gameIdInput, output: providerGameSchema, writes: ['providerGames'] });

export const gameProvider = area('gameProvider', {
  /** The provider's games list. */
  games: upstreamRead({
    upstream: 'gameProvider',
    spec: ['external.providerGamesList'],
    path: '/admin/games',
    access: 'casinoMonitor',
    output: z.array(providerGameSchema).max(10_000),
    reads: ['providerGames'],
  }),
  enableGame: toggle('/admin/games/enable', 'external.providerEnableGame'),
  disableGame: toggle('/admin/games/disable', 'external.providerDisableGame'),
  gameReport: report('/reports/game', 'external.providerGameReport'),
  playerReport: report('/reports/player', 'external.providerPlayerReport'),
  historyReport: report('/reports/history', 'external.providerHistoryReport'),
});
