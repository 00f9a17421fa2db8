import { z } from 'zod';
import { command, entityTag, pagedList, save } from './factories';
import { area } from './operation';

export const QUERY_STATUSES = ['open', 'answered', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];
export const QUERY_STATUS_LABELS: Record<QueryStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

/** A punter's query to the desk, linked to one of their bets or a line of their statement (by its number). */
export const punterQuerySchema = z
  .object({
    queryId: z.string(),
    userName: z.string(),
    subject: z.string(),
    body: z.string(),
    betId: z.string().nullable(),
    /** The linked bet as a person reads it (side, selection, price, market, event); absent from an exchange that does not say. */
    bet: z
      .object({ side: z.enum(['back', 'lay', 'yes', 'no']), outcomeName: z.string(), price: z.number().nullable(), marketName: z.string(), eventName: z.string() })
      .nullable()
      .optional(),
    statementSeq: z.number().int().nullable(),
    status: z.enum(QUERY_STATUSES),
    answer: z.string().nullable(),
    answeredBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose();
export type PunterQuery = z.infer<typeof punterQuerySchema>;

const text = (label: string, max: number) => z.string().trim().min(3, `${label}: at least 3 characters.`).max(max, `${label}: at most ${max} characters.`);

/**
 * The desk that answers punters' queries (`resolveQuery`). `spec: []` for every call: the specification
 * names the permission but no call of its own for this desk (its §7 lists none), so these are ours: a
 * queue of queries with their status (open, answered, closed), each linked to the punter's bets and statement.
 */
export const queries = area('queries', {
  list: pagedList({ path: '/punter-queries', access: 'resolveQuery', spec: [], reads: ['punterQueries'], row: punterQuerySchema, filters: { status: z.enum(QUERY_STATUSES).optional() } }),
  /** Records a query a punter made (by phone, chat or mail); the desk answers it from the queue. */
  open: save({
    path: '/punter-queries/open',
    access: 'resolveQuery',
    spec: [],
    input: z.strictObject({
      userName: z.string().trim().min(1, 'Punter: required.').max(64),
      subject: text('Subject', 120),
      body: text('Query', 2_000),
      betId: z.string().trim().max(64).optional(),
      statementSeq: z.number().int().positive().optional(),
    }),
    writes: ['punterQueries'],
    output: punterQuerySchema,
  }),
  /** Answers (status answered, with the answer), reopens or closes a query. */
  respond: command({
    path: '/punter-queries/respond',
    access: 'resolveQuery',
    spec: [],
    input: z.strictObject({ queryId: z.string().min(1).max(64), status: z.enum(QUERY_STATUSES), answer: z.string().trim().max(2_000).optional() }),
    writes: ({ queryId }) => [entityTag('punterQueries', queryId), 'punterQueries'],
    output: punterQuerySchema,
  }),
});
