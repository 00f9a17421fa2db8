import type { QueryClient } from '@tanstack/react-query';
import type { EntityTag } from '@shared/contract/operation';
import { invalidateTags, isStaleAfter } from '@renderer/app/data/tags';

/** How deep an answer is searched for the record: a list (rows, `data.original`, a page's `data`) or the record itself. */
const DEPTH = 4;

type Stamped = Record<string, unknown> & { updatedAt: string };

/** The copies of `record` in an answer: objects with its `_id`, every field it has, and an `updatedAt`. */
const copiesIn = (data: unknown, record: Readonly<Record<string, unknown>>, depth = DEPTH): Stamped[] => {
  if (depth === 0 || data === null || typeof data !== 'object') return [];
  if (Array.isArray(data)) return data.flatMap((item) => copiesIn(item, record, depth - 1));
  const object = data as Record<string, unknown>;
  // Every field of the record, not only its id: ids of two kinds may meet in one answer (a domain beside its site).
  if (object._id === record._id && typeof object.updatedAt === 'string' && Object.keys(record).every((field) => field in object)) return [object as Stamped];
  return Object.values(object).flatMap((value) => copiesIn(value, record, depth - 1));
};

/**
 * The record as the exchange holds it now, another version than `seen` (the version a save was refused for):
 * the answers that show it (those reading what its save writes) are read again, and its copy in the answer
 * read last is the record. Another version, not a later `updatedAt`: after the exchange's clock stepped back,
 * the newer version has the earlier time. None when no answer read again shows another version (a list
 * filtered or paged away from it; an answer not read again, off the screen, is not the record as it is now).
 */
export const rereadRecord = async (client: QueryClient, written: readonly EntityTag[], record: Readonly<Record<string, unknown>>, seen: string): Promise<Stamped | undefined> => {
  const asked = Date.now();
  await invalidateTags(client, written);
  const copies = client
    .getQueryCache()
    .findAll({ predicate: (query) => isStaleAfter(query.meta?.reads, written) && query.state.dataUpdatedAt >= asked })
    .flatMap((query) => copiesIn(query.state.data, record).map((copy) => ({ copy, readAt: query.state.dataUpdatedAt })));
  const latest = copies.reduce<(typeof copies)[number] | undefined>((best, read) => (best === undefined || read.readAt > best.readAt ? read : best), undefined);
  return latest !== undefined && latest.copy.updatedAt !== seen ? latest.copy : undefined;
};
