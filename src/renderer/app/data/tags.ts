import type { QueryClient } from '@tanstack/react-query';
import { tagTouches, writeTags, type EntityTag, type Operation } from '@shared/contract/operation';

const areaOf = (op: Operation): EntityTag => op.id.slice(0, op.id.indexOf('.'));

/**
 * What a successful call changed: the tags the operation declares (`writes: []` for a read called on
 * demand, an export), or its whole area while it declares nothing (a local operation, or one not tagged
 * yet), so a mutation never leaves its own screen stale.
 */
export const changedTags = (op: Operation, input: unknown): readonly EntityTag[] =>
  op.kind === 'http' && op.writes !== undefined ? writeTags(op, input) : [areaOf(op)];

/** Does an answer reading `reads` go stale when `written` change? */
export const isStaleAfter = (reads: readonly EntityTag[] | undefined, written: readonly EntityTag[]): boolean =>
  reads !== undefined && reads.some((read) => written.some((tag) => tagTouches(tag, read)));

/** Marks every query reading one of `written` stale; the ones on screen refetch before this resolves. */
export const invalidateTags = (client: QueryClient, written: readonly EntityTag[]): Promise<void> =>
  written.length === 0 ? Promise.resolve() : client.invalidateQueries({ predicate: (query) => isStaleAfter(query.meta?.reads, written) });
