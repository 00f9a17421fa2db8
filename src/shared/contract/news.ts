import { z } from 'zod';
import { catalogueIdSchema } from './catalogue-common';
import { command, entityTag, query } from './factories';
import { lastChangeFields } from './fields';
import { area } from './operation';

/** The families with a news line: the three desks, racing and the exchange's own markets. */
export const NEWS_FAMILIES = ['fancy', 'sportsbook', 'bookmaker', 'racing', 'exchange'] as const;
export type NewsFamily = (typeof NEWS_FAMILIES)[number];
export const NEWS_MAX_LENGTH = 300;

const family = z.enum(NEWS_FAMILIES);
/** The market or event a news line stands above, in the family whose managers write it. */
const target = { family, targetId: catalogueIdSchema };
const targetTag = ({ targetId }: { targetId: string }) => [entityTag('news', targetId)];

export const newsLineSchema = z
  .object({ family, targetId: z.string(), targetName: z.string(), text: z.string(), ...lastChangeFields })
  .loose();
export type NewsLine = z.infer<typeof newsLineSchema>;

/**
 * The news line punters read above a market (or an event): one short text per market or event, written by
 * the family's managers. The exchange checks the family's flag (fancy → fancyManagement, sportsbook →
 * sportsBookManagement, bookmaker → bookmakerManagement, racing and exchange → exchangeManagement).
 */
export const news = area('news', {
  get: query({
    path: '/news',
    access: 'marketManagement',
    spec: ['families.fancy.news'],
    reads: targetTag,
    input: z.strictObject(target),
    output: newsLineSchema,
  }),
  /** An empty text takes the news line down. */
  save: command({
    path: '/news/save',
    access: 'marketManagement',
    spec: NEWS_FAMILIES.map((f) => `families.${f}.newsUpdate` as const),
    input: z.strictObject({
      ...target,
      text: z.string().trim().max(NEWS_MAX_LENGTH, `News: at most ${NEWS_MAX_LENGTH} characters.`),
    }),
    writes: targetTag,
    output: newsLineSchema,
  }),
});
