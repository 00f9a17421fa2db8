import { z } from 'zod';
import { CATALOGUE_LEVELS } from '../catalogue';
import { CATALOGUE_TAGS } from './catalogue';
import { save, query } from './factories';
import { area } from './operation';

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

/** The external betting-data navigation list, and the import of sports, tournaments, events and markets from it. */
export const provider = area('provider', {
  /** Children of a node of the provider's tree (no parent: its sports); each says whether it is already ours. */
  navigation: query({
    path: '/betting-data/navigation',
    access: 'exchangeManagement',
    spec: ['catalogue.bettingDataNavigation'],
    reads: CATALOGUE_TAGS,
    input: z.strictObject({ level: catalogueLevelSchema.default('sport'), parentExternalId: externalId.optional() }),
    output: z.array(providerNodeSchema),
  }),
  /**
   * A picked node comes with its ancestors and all its descendants; nothing already imported is created
   * again (matched by external id), yet a key still guards the batch against a double submit.
   */
  import: save({
    path: '/betting-data/import',
    access: 'addExchange',
    spec: ['catalogue.bettingDataNavigation'],
    input: z.strictObject({
      items: z
        .array(z.strictObject({ level: catalogueLevelSchema, externalId }))
        .min(1, 'Pick at least one sport, tournament, event or market to import.')
        .max(500),
    }),
    writes: CATALOGUE_TAGS,
    output: importResultSchema,
  }),
});
