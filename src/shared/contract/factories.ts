import { z } from 'zod';
import type { SpecCallId } from '../spec/calls';
import { catalogueIdSchema, deletedSchema } from './catalogue-common';
import { dataTableAnswerSchema, dataTablePageSchema, dataTableRequestSchema, dataTableRequestWith } from './data-table';
import { exportFileSchema } from './files';
import type { ListOrder } from './list-order';
import { http, type Access, type EntityTag, type HttpOperation, type TagsOf, type UpstreamId } from './operation';

/**
 * Factories for the shapes most operations have, so an area reads as a short table of operations. Each
 * sets the method, the usual schemas and the defaults of its shape (a list reads, a save writes and carries
 * an idempotency key); anything unusual is a plain `http({...})`.
 */

/** `kind:id` when the input names one entity, else the whole kind (a create adds to the kind's lists). */
export const entityTag = (kind: string, id: string | null | undefined): EntityTag => (id ? `${kind}:${id}` : kind);

export { exportFileSchema, type ExportFile } from './files';

interface Common {
  /** Path after the exchange's API prefix. */
  path: string;
  access: Access;
  /** The §7 calls served; `[]` (with a comment) for our own additions. */
  spec: readonly SpecCallId[];
  /** Only an admin may call it (see HttpOperation.adminOnly). */
  adminOnly?: boolean;
  /** False: only the main core calls it (it records what main did elsewhere). */
  bridged?: boolean;
}

interface Query<I extends z.ZodType> extends Common {
  /** What makes the answer stale: every kind the rows show, counts and parents' names included. */
  reads: TagsOf<z.output<I>>;
}

/** A list's own: its order, where the exchange sorts it by a column the user picks. */
interface List<I extends z.ZodType> extends Query<I> {
  order?: ListOrder;
}

interface Command<I extends z.ZodType> extends Common {
  input: I;
  /** What a successful call changes (invalidated in every window). */
  writes: TagsOf<z.output<I>>;
}

/** What every factory passes on: method (POST with a JSON body, as most calls are) and path, access, spec calls. */
const basics = ({ path, access, spec, adminOnly, bridged }: Common, method: 'GET' | 'POST' = 'POST') => ({
  http: { method, path },
  access,
  spec,
  ...(adminOnly ? { adminOnly } : {}),
  ...(bridged === false ? { bridged } : {}),
});

/** Any read: one record, a small whole list, a state. */
export const query = <I extends z.ZodType, O extends z.ZodType>(def: Query<I> & { input: I; output: O }): HttpOperation<I, O> =>
  http({ ...basics(def), reads: def.reads, input: def.input, output: def.output });

/** What a read that takes nothing accepts: an empty body. */
const noInput = () => z.strictObject({});

/** A small list read whole: takes nothing, answers every row (no paging, no filters). */
export const wholeList = <R extends z.ZodType>({ row, ...def }: Query<ReturnType<typeof noInput>> & { row: R }) =>
  query({ ...def, input: noInput(), output: z.array(row) });

/** One record (by its id, usually): a query by another name, so an area's table says what it is. */
export const get = query;

/** A list operation with its declared order (a list of its own shape, made with `query`, takes it here). */
export const withOrder = <I extends z.ZodType, O extends z.ZodType>(op: HttpOperation<I, O>, order: ListOrder | undefined): HttpOperation<I, O> =>
  order ? { ...op, order } : op;

/** A server-side table in the DataTables vocabulary (start, length, search, order; `data.original` out), with its filters. */
export const dataTableList = <R extends z.ZodType, F extends z.ZodRawShape = Record<never, never>>(
  def: List<ReturnType<typeof dataTableRequestSchema.extend<F>>> & { row: R; filters?: F },
) => withOrder(query({ ...def, input: dataTableRequestSchema.extend(def.filters ?? ({} as F)), output: dataTableAnswerSchema(def.row) }), def.order);

/**
 * A paged list in the same DataTables vocabulary (first page by default, for pickers that are not tables),
 * answering the page itself (rows and both counts) rather than `data.original`.
 */
export const pagedList = <R extends z.ZodType, F extends z.ZodRawShape = Record<never, never>>(
  def: List<ReturnType<typeof dataTableRequestWith<F>>> & { row: R; filters?: F },
) => withOrder(query({ ...def, input: dataTableRequestWith(def.filters ?? ({} as F)), output: dataTablePageSchema(def.row) }), def.order);

/**
 * What the edit of a record that carries `updatedAt` may also send: that `updatedAt` as the form read the
 * record. A save whose record changed since is refused (409, its message on this field) instead of silently
 * undoing the other change; a save without it is not checked. Ours: a real exchange may not know the field
 * (it then saves as before, unchecked, or refuses the field).
 */
export const EXPECTED_UPDATED_AT = 'expectedUpdatedAt';
/**
 * Where that refusal also gives the ISO instant of the save it names (its words say the time in UTC): a
 * console shows that time in its user's zone. Ours, beside `expectedUpdatedAt`.
 */
export const CHANGED_AT = 'changedAt';
const expectedUpdatedAtShape = { [EXPECTED_UPDATED_AT]: z.string().max(64).optional() };

/** An input object with `expectedUpdatedAt`. */
type Stamped<S extends z.core.$ZodShape, C extends z.core.$ZodObjectConfig> = z.ZodObject<z.core.util.Extend<S, typeof expectedUpdatedAtShape>, C>;

/** A save's input, with `expectedUpdatedAt` when it edits by `_id` a record (its output) that carries `updatedAt`. */
type SaveInput<I extends z.ZodType, O extends z.ZodType> = z.ZodType &
  (I extends z.ZodObject<infer S, infer C>
    ? '_id' extends keyof S
      ? O extends z.ZodObject<infer R>
        ? 'updatedAt' extends keyof R
          ? Stamped<S, C>
          : I
        : I
      : I
    : I);

const editsStampedRecord = (input: z.ZodType, output: z.ZodType): input is z.ZodObject =>
  input instanceof z.ZodObject && '_id' in input.shape && output instanceof z.ZodObject && 'updatedAt' in output.shape;

/** An edit's input with `expectedUpdatedAt`, for an edit that `save` does not declare (a multipart one); its refinements kept. */
export const withExpectedUpdatedAt = <S extends z.core.$ZodShape, C extends z.core.$ZodObjectConfig>(input: z.ZodObject<S, C>): Stamped<S, C> =>
  // zod cannot check a generic shape against the new field; the input has no field of that name.
  (input as z.ZodObject).safeExtend(expectedUpdatedAtShape) as unknown as Stamped<S, C>;

/** Does an operation's input take `expectedUpdatedAt` (see EXPECTED_UPDATED_AT)? */
export const takesExpectedUpdatedAt = (input: z.ZodType): boolean => input instanceof z.ZodObject && EXPECTED_UPDATED_AT in input.shape;

/**
 * Create (no id in the input) or update: non-idempotent by default, since a create repeated after a
 * time-out would add a second row. Give `idempotent: false` for an update-only or replace-whole save.
 * The update of a record that carries `updatedAt` takes `expectedUpdatedAt` besides its input.
 */
export const save = <I extends z.ZodType, O extends z.ZodType>(def: Command<I> & { output: O; idempotent?: boolean }): HttpOperation<SaveInput<I, O>, O> =>
  http<SaveInput<I, O>, O>({
    ...basics(def),
    // The same tags from the wider input: `expectedUpdatedAt` names nothing written.
    writes: def.writes as TagsOf<z.output<SaveInput<I, O>>>,
    idempotent: def.idempotent ?? true,
    input: (editsStampedRecord(def.input, def.output) ? withExpectedUpdatedAt(def.input) : def.input) as SaveInput<I, O>,
    output: def.output,
  });

/** A change that is the same however often it is repeated: a status, a flag, an order, a delete. */
export const command = <I extends z.ZodType, O extends z.ZodType>(def: Command<I> & { output: O }): HttpOperation<I, O> =>
  http({ ...basics(def), writes: def.writes, input: def.input, output: def.output });

/**
 * A change to one market: its id beside `fields` in; that market's entry of each of `kinds` written (a
 * desk's own kind, and `markets` where the catalogue shows the change too).
 */
export const marketCommand = <F extends z.ZodRawShape, O extends z.ZodType>(kinds: readonly string[], { fields, ...def }: Common & { fields: F; output: O }) =>
  command({
    ...def,
    input: z.strictObject({ marketId: catalogueIdSchema, ...fields }),
    // The input is built here with its marketId; zod cannot name that field of a shape still generic.
    writes: (input) => kinds.map((kind) => entityTag(kind, (input as { marketId: string }).marketId)),
  });

/** Delete one record: answers `{ deleted: true }` unless said otherwise. A repeat finds nothing to delete. */
export const remove = <I extends z.ZodType, O extends z.ZodType = typeof deletedSchema>(def: Command<I> & { output?: O }): HttpOperation<I, O> =>
  command({ ...def, output: (def.output ?? deletedSchema) as O });

/** A status or on/off switch. */
export const statusChange = command;

/** A list saved whole in its new order (the order is the sequence). */
export const sequence = command;

/** A GET that takes nothing, from a service other than the exchange (`path` after its address): a provider's list, a node's health. */
export const upstreamRead = <O extends z.ZodType>(def: Common & { upstream: UpstreamId; reads: readonly EntityTag[]; output: O }) =>
  http({ upstream: def.upstream, ...basics(def, 'GET'), reads: def.reads, input: noInput().optional(), output: def.output });

/** A file (PDF, Excel) by GET with query parameters. */
export const fileExport = <I extends z.ZodType>(def: Query<I> & { input: I }) =>
  // An export changes no entity; the exchange audits it, so only the audit log moves.
  http({ ...basics(def, 'GET'), reads: def.reads, writes: [], file: true, input: def.input, output: exportFileSchema });
