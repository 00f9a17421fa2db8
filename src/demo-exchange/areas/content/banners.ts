import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { bannerImageProblem, imageInfo } from '@shared/content/image-info';
import { BANNER_END_NOT_AFTER_START, bannerEndsTooEarly, type Banner, type ContentStatus, type saveBannerSchema } from '@shared/contract/content';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, type Row } from '../../kit/sql';
import { BANNERS } from './tables';
import { setRowStatus } from '../../kit/table';

const nullableText = (v: unknown) => (v === null || v === undefined ? null : String(v));
const liveNow = (row: Row, now = Date.now()) =>
  text(row.status) === 'published' && (row.startAt === null || Date.parse(text(row.startAt)) <= now) && (row.endAt === null || Date.parse(text(row.endAt)) > now);

const toBanner = rowMapper({
  _id: text,
  title: text,
  link: text,
  site: text,
  startAt: nullableText,
  endAt: nullableText,
  status: (v) => text(v) as ContentStatus,
  width: int,
  height: int,
  imageType: text,
  imageBytes: int,
  sequence: int,
  live: derived((row) => liveNow(row)),
  updatedAt: text,
});
const COLUMNS = `_id, title, link, site, startAt, endAt, status, width, height, imageType, length(image) AS imageBytes, sequence, updatedAt, deletedAt, deletedBy`;

export const listBanners = (db: DatabaseSync, site?: string): Banner[] =>
  db
    .prepare(`SELECT ${COLUMNS} FROM banners WHERE deletedAt IS NULL ${site ? 'AND site = ?' : ''} ORDER BY sequence, createdAt`)
    .all(...(site ? [site] : []))
    .map(toBanner);

export const getBanner = (db: DatabaseSync, id: string): Banner => {
  const row = db.prepare(`SELECT ${COLUMNS} FROM banners WHERE _id = ? AND deletedAt IS NULL`).get(id);
  if (!row) throw new ApiError(404, BANNERS.notFound);
  return toBanner(row);
};

export const bannerImage = (db: DatabaseSync, id: string): { dataUrl: string } => {
  const row = BANNERS.require(db, id);
  return { dataUrl: `data:${text(row.imageType)};base64,${Buffer.from(row.image as Uint8Array).toString('base64')}` };
};

/** The input schema refuses a backwards schedule already; checked again here so no caller can store one. */
const schedule = (startAt: string, endAt: string) => {
  if (bannerEndsTooEarly(startAt, endAt)) throw new ApiError(400, fieldMessage('endAt', BANNER_END_NOT_AFTER_START));
  return { startAt: startAt ? new Date(startAt).toISOString() : null, endAt: endAt ? new Date(endAt).toISOString() : null };
};

/** The image is checked by its content (PNG, JPEG, GIF or WebP), its size and its pixel size, whatever the console checked before. */
export const saveBanner = (db: DatabaseSync, input: z.output<typeof saveBannerSchema>, now = new Date()): Saved<Banner> => {
  const at = now.toISOString();
  const before = input._id ? getBanner(db, input._id) : undefined;
  const fields = { title: input.title, link: input.link, site: input.site, ...schedule(input.startAt, input.endAt), updatedAt: at };
  let image = {};
  if (input.image) {
    const problem = bannerImageProblem(input.image.bytes);
    if (problem) throw new ApiError(400, fieldMessage('image', problem));
    const info = imageInfo(input.image.bytes);
    image = { image: input.image.bytes, imageType: info?.type ?? '', width: info?.width ?? 0, height: info?.height ?? 0 };
  } else if (!before) throw new ApiError(400, fieldMessage('image', 'Image: a banner needs an image.'));
  const id = input._id ?? newObjectId(now);
  if (before) BANNERS.update(db, id, { ...fields, ...image });
  else {
    const next = int(db.prepare('SELECT COALESCE(MAX(sequence), -1) + 1 AS n FROM banners WHERE deletedAt IS NULL').get()?.n);
    BANNERS.insert(db, { _id: id, ...fields, ...image, status: 'draft', sequence: next, createdAt: at });
  }
  return { record: getBanner(db, id), id, before };
};

export const setBannerStatus = (db: DatabaseSync, id: string, status: ContentStatus, now = new Date()) => setRowStatus(db, BANNERS, getBanner, id, status, now);

/** Kept (with its image) and marked deleted, so it can be restored. */
export const deleteBanner = (db: DatabaseSync, id: string, by: string, now = new Date()): Banner => {
  const before = getBanner(db, id);
  BANNERS.update(db, id, { deletedAt: now.toISOString(), deletedBy: by, status: 'draft' });
  return before;
};

export const deletedBanners = (db: DatabaseSync) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM banners WHERE deletedAt IS NOT NULL ORDER BY deletedAt DESC LIMIT 50`)
    .all()
    .map((row) => ({ ...toBanner(row), deletedAt: text(row.deletedAt), deletedBy: nullableText(row.deletedBy) }));

/** Back at the end of the order, as a draft (it is checked again before it is published). */
export const restoreBanner = (db: DatabaseSync, id: string, now = new Date()): Banner => {
  const row = BANNERS.require(db, id);
  if (row.deletedAt === null) throw new ApiError(409, 'This banner is not deleted.');
  const next = int(db.prepare('SELECT COALESCE(MAX(sequence), -1) + 1 AS n FROM banners WHERE deletedAt IS NULL').get()?.n);
  BANNERS.update(db, id, { deletedAt: null, deletedBy: null, sequence: next, updatedAt: now.toISOString() });
  return getBanner(db, id);
};

/** The whole order saved at once: every banner listed must exist (and not be deleted); those left out keep their place after. */
export const orderBanners = (db: DatabaseSync, ids: readonly string[]): Banner[] => {
  const current = listBanners(db);
  const known = new Set(current.map((b) => b._id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new ApiError(404, BANNERS.notFound);
  const order = [...ids, ...current.map((b) => b._id).filter((id) => !ids.includes(id))];
  const update = db.prepare('UPDATE banners SET sequence = ? WHERE _id = ?');
  order.forEach((id, index) => update.run(index, id));
  return listBanners(db);
};
