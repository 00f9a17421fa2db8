import { z } from 'zod';
import { area, http } from './operation';

/**
 * The third-party casino game provider (spec §7, External): admin and report endpoints that take its fixed
 * API key in the query. Main adds the key; it is never part of an input or an answer here.
 */
export const providerGameSchema = z
  .object({ id: z.string().max(64), name: z.string().max(200), enabled: z.boolean() })
  .loose();
export type ProviderGame = z.infer<typeof providerGameSchema>;

export const gameProvider = area('gameProvider', {
  /** The provider's games list. */
  games: http({
    upstream: 'gameProvider',
    spec: ['external.providerGamesList'],
    http: { method: 'GET', path: '/admin/games' },
    access: 'casinoMonitor',
    input: z.strictObject({}).optional(),
    output: z.array(providerGameSchema).max(10_000),
    reads: ['providerGames'],
  }),
});
