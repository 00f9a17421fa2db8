import { z } from 'zod';
import { catalogueIdSchema, idInputSchema } from './catalogue-common';
import { entityTag, get, pagedList, query, remove, save, command, wholeList } from './factories';
import { namedRowFields } from './fields';
import { listOrder } from './list-order';
import { area, local } from './operation';

/**
 * Domains of the white labels and their variables (spec §7; DOMAIN.md: a domain moves pending → active
 * once its DNS records verify at the DNS provider; variables are per-domain settings).
 */
export const DOMAIN_STATUSES = ['pending', 'active'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The exchange's environments a domain can serve (the "environment lists"). */
export const SITE_ENVIRONMENTS = ['production', 'staging', 'preview'] as const;
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number];
/** Each environment as screens, exports and searches name it. */
export const SITE_ENVIRONMENT_LABELS: Record<SiteEnvironment, string> = { production: 'Production', staging: 'Staging', preview: 'Preview' };

/** The TXT record that proves the operator controls a domain: `_exchange-verify.<domain>`. */
export const VERIFY_RECORD_PREFIX = '_exchange-verify';

/** A host name: labels of letters, digits and hyphens, at least one dot, no scheme or path. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(4, 'Domain: at least 4 characters.')
  .max(253, 'Domain: at most 253 characters.')
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'Domain: a host name such as play.example.com, without https:// or a path.');

export const dnsRecordSchema = z.object({ name: z.string(), type: z.literal('TXT'), value: z.string() });

export const domainSchema = z
  .object({
    ...namedRowFields,
    whiteLabelId: z.string(),
    whiteLabelName: z.string(),
    environment: z.enum(SITE_ENVIRONMENTS),
    status: z.enum(DOMAIN_STATUSES),
    /** The record to publish before verifying. */
    verification: dnsRecordSchema,
    verifiedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    /** Why the last verification did not pass. */
    lastCheckProblem: z.string().nullable(),
    variableCount: z.number().int(),
    updatedAt: z.string(),
  })
  .loose();
export type Domain = z.infer<typeof domainSchema>;

export const saveDomainSchema = z.strictObject({
  _id: catalogueIdSchema.optional(),
  name: domainNameSchema,
  whiteLabelId: catalogueIdSchema,
  environment: z.enum(SITE_ENVIRONMENTS),
});

/**
 * Keys are dotted words (siteName, colour.primary, feature.casino); known keys validate their values. Keys
 * ignore case everywhere: `SITENAME` is siteName (and takes its rules), and a domain holds one of them.
 */
export const VARIABLE_KEY = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*){0,3}$/;
const VARIABLE_KEY_MAX = 64;
const VARIABLE_VALUE_MAX = 500;

interface ValueRule {
  readonly hint: string;
  readonly check: (value: string) => boolean;
}
export const KNOWN_VARIABLES: Readonly<Record<string, ValueRule>> = {
  siteName: { hint: 'text of 1–60 characters', check: (v) => v.length >= 1 && v.length <= 60 },
  supportEmail: { hint: 'an email address', check: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) },
  minDeposit: { hint: 'a whole amount of 0 or more', check: (v) => /^\d{1,9}$/.test(v) },
};
/** feature.<name> switches take on or off. */
export const FEATURE_PREFIX = 'feature.';
/** colour.<name> (colour.primary, colour.secondary, …) takes a hex colour. */
export const COLOUR_PREFIX = 'colour.';
/** The rules of a whole family of keys, by the key's first part. */
const PREFIX_RULES: Readonly<Record<string, ValueRule>> = {
  [FEATURE_PREFIX]: { hint: 'on or off', check: (v) => v === 'on' || v === 'off' },
  [COLOUR_PREFIX]: { hint: 'a hex colour, #rgb or #rrggbb, such as #1c7ed6', check: (v) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) },
};

/** Two keys are the same key whatever their case (a site must not read `siteName` and find `SITENAME` beside it). */
const sameVariableKey = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The known key this key is, in its canonical spelling (`SITENAME` → siteName), if it is one. */
const knownKeyOf = (key: string): string | undefined => Object.keys(KNOWN_VARIABLES).find((known) => sameVariableKey(known, key));
/** The family this key belongs to (`Feature.Casino` → feature.), if any. */
const familyOf = (key: string): string | undefined => Object.keys(PREFIX_RULES).find((prefix) => key.toLowerCase().startsWith(prefix));

/** What a key's value must be, if the key is known (by name or by its family), whatever the key's case. */
export const variableRule = (key: string): ValueRule | undefined => {
  const known = knownKeyOf(key);
  if (known) return KNOWN_VARIABLES[known];
  const family = familyOf(key);
  return family ? PREFIX_RULES[family] : undefined;
};

/**
 * The spelling a key is kept in: a known key's own (`SITENAME` → siteName) and a family's own prefix
 * (`Feature.Casino` → feature.Casino), which is what the sites look up; the operator's own words as typed.
 */
export const canonicalVariableKey = (typed: string): string => {
  const key = typed.trim();
  const known = knownKeyOf(key);
  if (known) return known;
  const family = familyOf(key);
  return family ? `${family}${key.slice(family.length)}` : key;
};

/** The problem with a key/value pair, or undefined: shared by the form and the exchange. */
export const variableProblem = (key: string, value: string): string | undefined => {
  if (!VARIABLE_KEY.test(key)) return 'Key: letters and digits in up to four dotted parts, such as colour.primary.';
  const rule = variableRule(key);
  if (rule && !rule.check(value)) return `Value of ${key}: ${rule.hint}.`;
  return undefined;
};

/**
 * Why a key cannot be saved on a domain that holds these variables: another of them has the same key,
 * whatever its case. Undefined when it fits. The form says it before sending; the exchange refuses with it.
 */
export const variableKeyClash = (variables: readonly { _id: string; key: string }[], variable: { _id?: string | undefined; key: string }): string | undefined => {
  const other = variables.find((v) => v._id !== variable._id && sameVariableKey(v.key, variable.key));
  if (!other) return undefined;
  const caseOnly = other.key !== variable.key.trim() ? ' (keys ignore case)' : '';
  return `Key: this domain has ${other.key} already${caseOnly}; edit that variable or choose another key.`;
};

export const domainVariableSchema = z.object({ _id: z.string(), domainId: z.string(), key: z.string(), value: z.string(), updatedAt: z.string() }).loose();
export type DomainVariable = z.infer<typeof domainVariableSchema>;

export const saveVariableSchema = z
  .strictObject({
    _id: catalogueIdSchema.optional(),
    domainId: catalogueIdSchema,
    key: z.string().trim().min(1, 'Key is required.').max(VARIABLE_KEY_MAX, `Key: at most ${VARIABLE_KEY_MAX} characters.`),
    value: z.string().trim().max(VARIABLE_VALUE_MAX, `Value: at most ${VARIABLE_VALUE_MAX} characters.`),
  })
  .superRefine(({ key, value }, ctx) => {
    const problem = variableProblem(key, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [problem.startsWith('Key') ? 'key' : 'value'] });
  });

export const environmentSchema = z.object({ id: z.enum(SITE_ENVIRONMENTS), name: z.string(), domains: z.number().int(), active: z.number().int() });

export const verificationSchema = z.object({ domain: domainSchema, verified: z.boolean(), message: z.string() });
export type DomainVerification = z.infer<typeof verificationSchema>;

const ACCESS = 'addDomain';

/** The domains list's columns, as numbered in `order[].column`. */
export const DOMAIN_ORDER = listOrder({
  columns: ['name', 'whiteLabelName', 'environment', 'status'],
  sortable: ['name', 'whiteLabelName', 'status'],
  initial: { column: 'name', dir: 'asc' },
});

export const domains = area('domains', {
  list: pagedList({
    path: '/domain/list',
    access: ACCESS,
    spec: ['whiteLabel.domainList'],
    reads: ['domains', 'whiteLabels', 'domainVariables'],
    row: domainSchema,
    filters: { whiteLabelId: catalogueIdSchema.optional(), status: z.enum(DOMAIN_STATUSES).optional() },
    order: DOMAIN_ORDER,
  }),
  /** A new domain starts pending; a changed name starts over (pending, a new record to publish). */
  save: save({ path: '/domain/save', access: ACCESS, spec: ['whiteLabel.domainAdd', 'whiteLabel.domainEdit'], input: saveDomainSchema, writes: ({ _id }) => [entityTag('domains', _id), 'whiteLabels'], output: domainSchema }),
  delete: remove({ path: '/domain/delete', access: ACCESS, spec: ['whiteLabel.domainDelete'], input: idInputSchema, writes: ({ _id }) => [entityTag('domains', _id), 'whiteLabels', 'domainVariables'] }),
  variables: query({ path: '/domain/variables', access: ACCESS, spec: ['whiteLabel.domainVariableList'], reads: ({ domainId }) => [entityTag('domainVariables', domainId)], input: z.strictObject({ domainId: catalogueIdSchema }), output: z.array(domainVariableSchema) }),
  saveVariable: save({ path: '/domain/variable/save', access: ACCESS, spec: ['whiteLabel.domainVariableSave'], input: saveVariableSchema, writes: ({ domainId }) => [entityTag('domainVariables', domainId), entityTag('domains', domainId)], output: domainVariableSchema }),
  deleteVariable: remove({ path: '/domain/variable/delete', access: ACCESS, spec: ['whiteLabel.domainVariableDelete'], input: idInputSchema, writes: ['domainVariables', 'domains'] }),
  environments: wholeList({ path: '/domain/environments', access: ACCESS, spec: ['whiteLabel.environmentLists'], reads: ['domains'], row: environmentSchema }),
  /** A domain's DNS setup: the environment it lives in at the provider and the record that verifies it. */
  dnsEnvironment: get({
    path: '/domain/dns-environment',
    access: ACCESS,
    spec: ['whiteLabel.dnsEnvironment'],
    reads: ({ _id }) => [entityTag('domains', _id)],
    input: idInputSchema,
    output: z.object({ domainId: z.string(), name: z.string(), environment: z.enum(SITE_ENVIRONMENTS), record: dnsRecordSchema, status: z.enum(DOMAIN_STATUSES) }),
  }),
  /** Main only: the TXT values the DNS provider answered for the record; the exchange decides and audits. */
  recordVerification: command({
    path: '/domain/verified',
    access: ACCESS,
    bridged: false,
    // Ours: the exchange's half of the check; the lookup itself is the DNS provider's (main's call).
    spec: [],
    input: z.strictObject({ _id: catalogueIdSchema, found: z.array(z.string().max(500)).max(50), problem: z.string().max(300).nullable() }),
    writes: ({ _id }) => [entityTag('domains', _id)],
    output: verificationSchema,
  }),

  /** Served by main: publishes the verification record at the DNS provider (demo: the simulator's zone). */
  publishRecord: local({ input: idInputSchema, output: z.object({ published: z.boolean(), message: z.string() }) }),
  /** Served by main: asks the DNS provider for the record, then has the exchange check and record it. */
  verify: local({ input: idInputSchema, output: verificationSchema }),
});
