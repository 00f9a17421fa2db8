import { z } from 'zod';
import { SEARCH_KINDS } from '../search/kinds';
import { query } from './factories';
import { area } from './operation';

export const SEARCH_TEXT_MAX = 100;
export const SEARCH_LIMIT_MAX = 20;

export const searchInputSchema = z.strictObject({
  /** A name, part of one, or an id; two characters at least. */
  text: z.string().trim().min(2).max(SEARCH_TEXT_MAX),
  /** Hits per kind. */
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(5),
});

/** One object found: enough to show it and to open its screen (the catalogue path down to it). */
export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  name: z.string(),
  /** Where it sits or what it is, in words ("Cricket · IPL · Chennai v Mumbai", "agent", "Match Odds"). */
  detail: z.string(),
  sportId: z.string().optional(),
  competitionId: z.string().optional(),
  eventId: z.string().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHitSchema), more: z.boolean() });
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchAnswerSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * The one search (Ctrl+K): objects of every kind by name or id, in groups. Any logged-in user may call it;
 * the exchange searches only the kinds whose screens the caller may open (search/kinds.ts), so a group
 * the caller could not open is never searched, let alone answered.
 */
export const search = area('search', {
  // Ours (issue 18): the spec has per-screen searches only; one search across kinds needs the exchange's help.
  everything: query({
    path: '/search',
    access: 'session',
    spec: [],
    reads: ['markets', 'events', 'competitions', 'sports', 'traders', 'staff', 'accounts'],
    input: searchInputSchema,
    output: searchAnswerSchema,
  }),
});
