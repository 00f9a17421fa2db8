import { z } from 'zod';
import { DEFAULT_API_PREFIX, metaSchema, type HttpOperation } from '../../src/shared/contract';
import { LIVE_FEED_PATH, LIVE_FEED_PATH_ID } from '../../src/shared/contract/live-feed';

/**
 * The OpenAPI 3.1 document of the exchange API the console expects, built from the contract: what an
 * operator integrating their own exchange reads to write their EXCHANGE_PATH_MAP.
 */

type JsonSchema = Record<string, unknown>;

/** zod 4's JSON Schema (2020-12, OpenAPI 3.1's dialect), without the `$schema` line each would repeat. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
};

const DESCRIPTION = [
  'The exchange API the Exchange Console calls from its main process (the console window never calls it itself).',
  '',
  `Every path below sits after the API prefix, \`${DEFAULT_API_PREFIX}\` unless EXCHANGE_API_PREFIX says otherwise.`,
  'An exchange whose paths differ is integrated by configuration, not code: EXCHANGE_PATH_MAP names a JSON file',
  'mapping operation ids (the `operationId` of each operation here, e.g. `traders.list`) to the exchange\'s own',
  'paths. Calls are POST with a JSON body unless shown as GET (query parameters).',
  '',
  'Every JSON answer is the envelope `{ meta: { status, status_code, message }, data }`; `message` is text, or an',
  'object of messages each with its own `message` field (its first entry is shown to the user). A 401 logs the',
  'console out. `x-permission` names the permission flag the exchange must enforce (hiding a button is not',
  'security); `x-access: anyOf` with `x-permissions` means any one of those flags; `x-access: session` needs only a',
  'logged-in user. `x-idempotent: true` marks writes that must not',
  'happen twice: each submit carries an `Idempotency-Key` header, a repeat must be answered with the first answer,',
  'and a call without the key should be refused (the demo exchange answers 422).',
  'A list with `x-order` sorts by `order[0]`: `columns` says what each `order[].column` index means, `sortable`',
  'which of them the exchange must sort by, `initial` the order when none (or another column) is asked for.',
  'A list without it keeps one fixed order and may ignore `order`.',
  '',
  'Live data (prices, bets, liabilities, market statuses) is not described here: it is one WebSocket per session at',
  `\`${LIVE_FEED_PATH}\` after the prefix (path map key \`${LIVE_FEED_PATH_ID}\`), the token in the upgrade request's Authorization header.`,
].join('\n');

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['meta', 'data'],
  properties: { meta: { $ref: '#/components/schemas/Meta' }, data },
});

const FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** A file answer travels as raw bytes with Content-Disposition; the contract's output is what main makes of it. */
const fileResponse = () =>
  Object.fromEntries(FILE_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));

const success = (op: HttpOperation) => ({
  description: op.file ? 'The file, named by Content-Disposition.' : 'Success: meta.status true.',
  content: op.file ? fileResponse() : { 'application/json': { schema: envelope(jsonSchema(op.output, 'output')) } },
});

/** GET input is a query string: one parameter per top-level field. */
const queryParameters = (op: HttpOperation) => {
  const schema = jsonSchema(op.input, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
};

/** Spec §7: no bearer on /login; the anti-forgery header on every non-GET call. */
const security = (op: HttpOperation) => {
  if (op.access === 'public') return [];
  return op.http.method === 'GET' ? [{ bearer: [] }] : [{ bearer: [], xsrf: [] }];
};

const access = (op: HttpOperation) =>
  op.access === 'public' || op.access === 'session'
    ? { 'x-access': op.access }
    : typeof op.access === 'object'
      ? { 'x-access': 'anyOf', 'x-permissions': op.access.anyOf }
      : { 'x-access': 'permission', 'x-permission': op.access };

const operation = (op: HttpOperation) => ({
  operationId: op.id,
  tags: [op.id.slice(0, op.id.indexOf('.'))],
  ...access(op),
  ...(op.idempotent ? { 'x-idempotent': true } : {}),
  ...(op.order ? { 'x-order': op.order } : {}),
  'x-spec-calls': op.spec ?? [],
  security: security(op),
  ...(op.http.method === 'GET'
    ? { parameters: queryParameters(op) }
    : { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.input, 'input') } } } }),
  responses: {
    '200': success(op),
    '401': { description: 'No session, or it expired: the console logs out.', content: { 'application/json': { schema: envelope({}) } } },
    default: { description: 'Refused: meta.status false and meta.message say why.', content: { 'application/json': { schema: envelope({}) } } },
  },
});

export const buildOpenApi = (operations: readonly HttpOperation[], version: string) => {
  const exchangeOps = operations.filter((op) => op.upstream === 'exchange');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of exchangeOps) {
    paths[op.http.path] = { ...paths[op.http.path], [op.http.method.toLowerCase()]: operation(op) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Exchange API expected by the Exchange Console', version, description: DESCRIPTION },
    servers: [
      {
        url: `{origin}${DEFAULT_API_PREFIX}`,
        description: 'EXCHANGE_URL plus EXCHANGE_API_PREFIX; EXCHANGE_PATH_MAP remaps any path by operation id.',
        variables: { origin: { default: 'https://exchange.example.com' } },
      },
    ],
    tags: [...new Set(exchangeOps.map((op) => op.id.slice(0, op.id.indexOf('.'))))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Meta: jsonSchema(metaSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken login answered; its exp claim ends the session.' },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'On every non-GET call: the value of the XSRF-TOKEN cookie the exchange set.',
        },
      },
    },
  };
};
