import { z } from 'zod';

/** Longest search text a table accepts: enough for a name, short enough to keep LIKE cheap. */
export const MAX_TABLE_SEARCH_LENGTH = 100;
/** Largest page a table call may ask for (the screens ask for 10). */
export const MAX_TABLE_PAGE_LENGTH = 100;

/**
 * Spec §7 "table paging, search and order request": the DataTables server-side request, so a real
 * exchange built for the original console's DataTables understands ours. `columns` is accepted (DataTables
 * sends it) but not needed: column indexes in `order` are fixed per table by the contract.
 */
export const dataTableRequestSchema = z.strictObject({
  draw: z.number().int().min(0).max(2_147_483_647).default(0),
  start: z.number().int().min(0).max(10_000_000),
  length: z.number().int().min(1).max(MAX_TABLE_PAGE_LENGTH),
  search: z
    .strictObject({ value: z.string().max(MAX_TABLE_SEARCH_LENGTH), regex: z.boolean().optional() })
    .default({ value: '' }),
  order: z
    .array(z.strictObject({ column: z.number().int().min(0).max(50), dir: z.enum(['asc', 'desc']) }))
    .max(5)
    .default([]),
  columns: z.array(z.object({}).loose()).max(50).optional(),
});
export type DataTableRequest = z.input<typeof dataTableRequestSchema>;

/** First page of a list asked for without paging (a picker, a lookup): the length a catalogue column shows. */
export const DEFAULT_TABLE_PAGE_LENGTH = 25;

/**
 * A list operation's input: the DataTables request, with its own filters beside it (as DataTables'
 * `ajax.data` adds them). `start` and `length` default to the first page, for callers that are not tables.
 */
export const dataTableRequestWith = <F extends z.ZodRawShape>(filters: F) =>
  z.strictObject({
    ...dataTableRequestSchema.shape,
    start: dataTableRequestSchema.shape.start.default(0),
    length: dataTableRequestSchema.shape.length.default(DEFAULT_TABLE_PAGE_LENGTH),
    ...filters,
  });
export type ParsedDataTableRequest = z.output<typeof dataTableRequestSchema>;
export type SortDirection = 'asc' | 'desc';

/** The answer's `data.original` (spec §3, §7): one page of rows and both counts. */
export const dataTablePageSchema = <R extends z.ZodType>(row: R) =>
  z
    .object({
      draw: z.number().int().optional(),
      data: z.array(row),
      recordsTotal: z.number().int().min(0),
      recordsFiltered: z.number().int().min(0),
    })
    .loose();

export const dataTableAnswerSchema = <R extends z.ZodType>(row: R) => z.object({ original: dataTablePageSchema(row) }).loose();
