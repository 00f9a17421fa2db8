import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { sanitiseText } from '@shared/content/markup';
import { menuItemClashes, type Article, type ArticleKind, type ContentStatus, type addCustomBannerSchema, type addMenuItemSchema, type saveArticleSchema } from '@shared/contract/content';
import { newObjectId } from '../../db/ids';
import { getKv, setKv } from '../../db/kv';
import { ApiError, fieldMessage } from '../../http/api-error';
import { rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, type Row } from '../../kit/sql';
import { ARTICLES, CUSTOM_BANNERS, MENU_ITEMS } from './tables';

const nullableText = (v: unknown) => (v === null || v === undefined ? null : String(v));

const toArticle = rowMapper({
  _id: text,
  kind: (v) => text(v) as ArticleKind,
  title: text,
  body: text,
  sportId: nullableText,
  eventId: nullableText,
  status: (v) => text(v) as ContentStatus,
  publishedAt: nullableText,
  updatedAt: text,
  updatedBy: nullableText,
});

export const listArticles = (db: DatabaseSync, kind?: ArticleKind): Article[] =>
  db.prepare(`SELECT * FROM articles ${kind ? 'WHERE kind = ?' : ''} ORDER BY updatedAt DESC LIMIT 200`).all(...(kind ? [kind] : [])).map(toArticle);

const getArticle = (db: DatabaseSync, id: string): Article => toArticle(ARTICLES.require(db, id));

/** Title and text are stored sanitised: no tag, no script, no control character ever comes back. */
export const saveArticle = (db: DatabaseSync, input: z.output<typeof saveArticleSchema>, by: string, now = new Date()): Saved<Article> => {
  const at = now.toISOString();
  const before = input._id ? getArticle(db, input._id) : undefined;
  const title = sanitiseText(input.title);
  const body = sanitiseText(input.body);
  if (title === '') throw new ApiError(400, fieldMessage('title', 'Title: nothing is left once markup is removed.'));
  if (body === '') throw new ApiError(400, fieldMessage('body', 'Text: nothing is left once markup is removed.'));
  const fields = { kind: input.kind, title, body, sportId: input.sportId, eventId: input.eventId, updatedAt: at, updatedBy: by };
  const id = input._id ?? newObjectId(now);
  // An edit of a published article goes back to draft: what punters see changes only by publishing.
  if (before) ARTICLES.update(db, id, { ...fields, status: 'draft' });
  else ARTICLES.insert(db, { _id: id, ...fields, status: 'draft', createdAt: at });
  return { record: getArticle(db, id), id, before };
};

export const setArticleStatus = (db: DatabaseSync, id: string, status: ContentStatus, by: string, now = new Date()) => {
  const before = getArticle(db, id);
  ARTICLES.update(db, id, { status, publishedAt: status === 'published' ? now.toISOString() : before.publishedAt, updatedAt: now.toISOString(), updatedBy: by });
  return { before, after: getArticle(db, id) };
};

const toCustomBanner = rowMapper({ _id: text, text, link: text, colour: text, site: text, status: (v) => text(v) as ContentStatus, updatedAt: text });

export const listCustomBanners = (db: DatabaseSync, site?: string) =>
  db.prepare(`SELECT * FROM custom_banners ${site ? 'WHERE site = ?' : ''} ORDER BY createdAt`).all(...(site ? [site] : [])).map(toCustomBanner);

export const addCustomBanner = (db: DatabaseSync, input: z.output<typeof addCustomBannerSchema>, now = new Date()) => {
  const at = now.toISOString();
  const id = newObjectId(now);
  CUSTOM_BANNERS.insert(db, { _id: id, text: sanitiseText(input.text), link: input.link, colour: input.colour.toLowerCase(), site: input.site, status: 'draft', createdAt: at, updatedAt: at });
  return { record: toCustomBanner(CUSTOM_BANNERS.require(db, id)), id, before: undefined };
};

export const deleteCustomBanner = (db: DatabaseSync, id: string): Row => CUSTOM_BANNERS.remove(db, id);

const toMenuItem = rowMapper({ _id: text, label: text, target: text, placement: (v) => text(v) as 'header' | 'footer', sequence: int });

export const listMenus = (db: DatabaseSync) => db.prepare('SELECT * FROM menu_items ORDER BY placement, sequence').all().map(toMenuItem);

export const addMenu = (db: DatabaseSync, input: z.output<typeof addMenuItemSchema>, now = new Date()) => {
  const clashes = Object.entries(menuItemClashes(listMenus(db), { ...input, label: sanitiseText(input.label) }));
  if (clashes.length > 0) throw new ApiError(409, Object.fromEntries(clashes.map(([field, message]) => [field, { message }])));
  const id = newObjectId(now);
  const next = int(db.prepare('SELECT COUNT(*) AS n FROM menu_items WHERE placement = ?').get(input.placement)?.n);
  MENU_ITEMS.insert(db, { _id: id, label: sanitiseText(input.label), target: input.target, placement: input.placement, sequence: next, createdAt: now.toISOString() });
  return { record: toMenuItem(MENU_ITEMS.require(db, id)), id, before: undefined };
};

export const deleteMenu = (db: DatabaseSync, id: string): Row => MENU_ITEMS.remove(db, id);

const TELEGRAM_KEY = 'content.telegramLink';

export const telegram = (db: DatabaseSync) => {
  const stored = getKv(db, TELEGRAM_KEY);
  return stored ? (JSON.parse(stored) as { link: string; updatedAt: string }) : { link: '', updatedAt: null };
};

export const saveTelegram = (db: DatabaseSync, link: string, now = new Date()) => {
  const before = telegram(db);
  setKv(db, TELEGRAM_KEY, JSON.stringify({ link, updatedAt: now.toISOString() }));
  return { before, after: telegram(db) };
};
