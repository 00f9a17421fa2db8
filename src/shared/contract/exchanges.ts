import { z } from 'zod';
import { catalogueIdSchema, idInputSchema, requiredTextSchema } from './catalogue-common';
import { entityTag, get, pagedList, remove, save, statusChange, wholeList } from './factories';
import { namedRowFields } from './fields';
import { listOrder } from './list-order';
import { area } from './operation';

/**
 * Exchanges (the operator's exchange deployments the console knows of) and projects deployed on several
 * of them (spec §7: exchanges add, get, update, delete, names; projects add, edit, delete, status change
 * across exchanges). Flag addExchange.
 */
export const EXCHANGE_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_STATUS_LABELS: Record<ExchangeStatus, string> = { active: 'Active', maintenance: 'Maintenance', inactive: 'Inactive' };

export const PROJECT_STATUSES = ['live', 'paused', 'retired'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = { live: 'Live', paused: 'Paused', retired: 'Retired' };

export const exchangeSchema = z
  .object({
    ...namedRowFields,
    code: z.string(),
    apiUrl: z.string(),
    currency: z.string(),
    status: z.enum(EXCHANGE_STATUSES),
    projectCount: z.number().int(),
    updatedAt: z.string(),
  })
  .loose();
export type ExchangeRecord = z.infer<typeof exchangeSchema>;

const exchangeFields = {
  name: requiredTextSchema('Name', 60),
  code: z.string().trim().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'Code: 2–10 capital letters or digits, starting with a letter.'),
  apiUrl: z
    .string()
    .trim()
    .max(200, 'API URL: at most 200 characters.')
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'API URL: an https address.'),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'Currency: a three-letter code such as INR.'),
  status: z.enum(EXCHANGE_STATUSES),
};
export const addExchangeSchema = z.strictObject(exchangeFields);
export const updateExchangeSchema = z.strictObject({ _id: catalogueIdSchema, ...exchangeFields });

export const projectExchangeSchema = z.object({ exchangeId: z.string(), exchangeName: z.string(), exchangeStatus: z.enum(EXCHANGE_STATUSES), status: z.enum(PROJECT_STATUSES), updatedAt: z.string() });
export const projectSchema = z
  .object({ ...namedRowFields, description: z.string(), exchanges: z.array(projectExchangeSchema), updatedAt: z.string() })
  .loose();
export type Project = z.infer<typeof projectSchema>;

export const saveProjectSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: requiredTextSchema('Name', 60),
  description: z.string().trim().max(500, 'Description: at most 500 characters.').default(''),
  exchangeIds: z.array(catalogueIdSchema).min(1, 'Exchanges: at least one.').max(50),
});

/** One exchange's answer to a status change: applied, or refused with the reason. */
export const exchangeOutcomeSchema = z.object({
  exchangeId: z.string(),
  exchangeName: z.string(),
  ok: z.boolean(),
  before: z.enum(PROJECT_STATUSES).nullable(),
  after: z.enum(PROJECT_STATUSES).nullable(),
  message: z.string(),
});
export type ExchangeOutcome = z.infer<typeof exchangeOutcomeSchema>;
export const statusChangeResultSchema = z.object({ projectId: z.string(), status: z.enum(PROJECT_STATUSES), applied: z.number().int(), failed: z.number().int(), outcomes: z.array(exchangeOutcomeSchema) });
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

const ACCESS = 'addExchange';
const exchangeTags = ({ _id }: { _id?: string | undefined }) => [entityTag('exchanges', _id), 'projects'];

/** The exchanges list's columns, as numbered in `order[].column`. */
export const EXCHANGE_ORDER = listOrder({
  columns: ['name', 'code', 'apiUrl', 'currency', 'status'],
  sortable: ['name', 'code', 'currency', 'status'],
  initial: { column: 'name', dir: 'asc' },
});

export const exchanges = area('exchanges', {
  /** Ours: the table of exchanges (exchange names serves the pickers). */
  list: pagedList({
    path: '/exchange/list',
    access: ACCESS,
    spec: [],
    reads: ['exchanges', 'projects'],
    row: exchangeSchema,
    filters: { status: z.enum(EXCHANGE_STATUSES).optional() },
    order: EXCHANGE_ORDER,
  }),
  add: save({ path: '/exchange/add', access: ACCESS, spec: ['whiteLabel.exchangeAdd'], input: addExchangeSchema, writes: ['exchanges'], output: exchangeSchema }),
  get: get({ path: '/exchange/get', access: ACCESS, spec: ['whiteLabel.exchangeGet'], reads: ({ _id }) => [entityTag('exchanges', _id)], input: idInputSchema, output: exchangeSchema }),
  update: save({ path: '/exchange/update', access: ACCESS, spec: ['whiteLabel.exchangeUpdate'], idempotent: false, input: updateExchangeSchema, writes: exchangeTags, output: exchangeSchema }),
  /** Refused while a project runs on it. */
  delete: remove({ path: '/exchange/delete', access: ACCESS, spec: ['whiteLabel.exchangeDelete'], input: idInputSchema, writes: exchangeTags }),
  names: wholeList({ path: '/exchange/names', access: ACCESS, spec: ['whiteLabel.exchangeNames'], reads: ['exchanges'], row: z.object({ ...namedRowFields, status: z.enum(EXCHANGE_STATUSES) }) }),
});

export const projects = area('projects', {
  /** Ours: the list (spec §7 names only add, edit, delete and the status change). */
  list: pagedList({ path: '/project/list', access: ACCESS, spec: [], reads: ['projects', 'exchanges'], row: projectSchema }),
  add: save({ path: '/project/add', access: ACCESS, spec: ['whiteLabel.projectAdd'], input: saveProjectSchema.omit({ _id: true }), writes: ['projects', 'exchanges'], output: projectSchema }),
  edit: save({ path: '/project/edit', access: ACCESS, spec: ['whiteLabel.projectEdit'], idempotent: false, input: saveProjectSchema.required({ _id: true }), writes: ({ _id }) => [entityTag('projects', _id), 'exchanges'], output: projectSchema }),
  delete: remove({ path: '/project/delete', access: ACCESS, spec: ['whiteLabel.projectDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('projects', _id), 'exchanges'] }),
  /**
   * One status applied on each chosen exchange, one by one: an exchange that refuses (under maintenance,
   * inactive) is reported with its reason and the others keep theirs. The answer lists every exchange.
   */
  changeStatus: statusChange({
    path: '/project/status',
    access: ACCESS,
    spec: ['whiteLabel.projectStatusChange'],
    input: z.strictObject({ _id: catalogueIdSchema, status: z.enum(PROJECT_STATUSES), exchangeIds: z.array(catalogueIdSchema).min(1, 'Choose at least one exchange.').max(50) }),
    writes: ({ _id }) => [entityTag('projects', _id)],
    output: statusChangeResultSchema,
  }),
});
