import { z } from 'zod';
import { CATALOGUE_LEVELS } from '../catalogue';
import { http } from './operation';

export const catalogueLevelSchema = z.enum(CATALOGUE_LEVELS);

const externalId = z.string().trim().min(1).max(64);

export const providerNodeSchema = z
  .object({
    level: catalogueLevelSchema,
    externalId: z.string(),
    parentExternalId: z.string().nullable(),
    name: z.string(),
    childCount: z.number().int(),
    /** Extra facts per level: open date and country for events, market type for markets. */
    detail: z.string(),
    /** Already in our catalogue (by external id): its id there. */
    existingId: z.string().nullable(),
  })
  .loose();
export type ProviderNodeView = z.infer<typeof providerNodeSchema>;

const countsSchema = z.object({ sport: z.number().int(), competition: z.number().int(), event: z.number().int(), market: z.number().int() });

export const importResultSchema = z
  .object({ created: countsSchema, linked: countsSchema, existing: countsSchema, unknown: z.number().int() })
  .loose();
export type ImportResult = z.infer<typeof importResultSchema>;

/** Spec §7: the external betting-data navigation list, and the import of sports, tournaments, events and markets. */
export const provider = {
  /** Children of a node of the provider's tree (no parent: its sports). */
  navigation: http({
    id: 'provider.navigation',
    http: { method: 'POST', path: '/betting-data/navigation' },
    access: 'exchangeManagement',
    input: z.strictObject({ level: catalogueLevelSchema.default('sport'), parentExternalId: externalId.optional() }),
    output: z.array(providerNodeSchema),
  }),
  /** A picked node comes with its ancestors and all its descendants; nothing already imported is created again. */
  import: http({
    id: 'provider.import',
    http: { method: 'POST', path: '/betting-data/import' },
    access: 'addExchange',
    writes: ['provider', 'catalogue', 'markets'],
    input: z.strictObject({
      items: z
        .array(z.strictObject({ level: catalogueLevelSchema, externalId }))
        .min(1, 'Pick at least one sport, tournament, event or market to import.')
        .max(500),
    }),
    output: importResultSchema,
  }),
};
