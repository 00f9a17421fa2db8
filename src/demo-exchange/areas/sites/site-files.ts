import type { DatabaseSync } from 'node:sqlite';
import type { SiteFile } from '@shared/contract/white-labels';
import { toMajor } from '@shared/money/amounts';
import { newObjectId } from '../../db/ids';
import { int, text, textOrNull, type Row } from '../../kit/sql';
import { SITE_FILES } from './tables';

/** Files the exchange keeps for a white label (its backups): they outlive the site itself. */
export interface NewSiteFile {
  readonly whiteLabelId: string;
  readonly kind: 'backup' | 'export';
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
  readonly rows: number;
  readonly totalMinor: number;
  readonly by: string | null;
}

const COLUMNS = '_id, whiteLabelId, kind, fileName, rows, totalMinor, createdAt, createdBy';

const toSiteFile = (row: Row): SiteFile => ({
  fileId: text(row._id),
  whiteLabelId: text(row.whiteLabelId),
  kind: text(row.kind) as SiteFile['kind'],
  fileName: text(row.fileName),
  rows: int(row.rows),
  total: toMajor(int(row.totalMinor)),
  createdAt: text(row.createdAt),
  createdBy: textOrNull(row.createdBy),
});

export const storeFile = (db: DatabaseSync, file: NewSiteFile, now = new Date()): SiteFile => {
  const id = newObjectId(now);
  SITE_FILES.insert(db, {
    _id: id,
    whiteLabelId: file.whiteLabelId,
    kind: file.kind,
    fileName: file.fileName,
    contentType: file.contentType,
    content: file.content,
    rows: file.rows,
    totalMinor: file.totalMinor,
    createdAt: now.toISOString(),
    createdBy: file.by,
  });
  return toSiteFile(SITE_FILES.require(db, id));
};

export const listFiles = (db: DatabaseSync, whiteLabelId: string): SiteFile[] =>
  db.prepare(`SELECT ${COLUMNS} FROM site_files WHERE whiteLabelId = ? ORDER BY createdAt DESC, _id DESC`).all(whiteLabelId).map(toSiteFile);

export const latestFile = (db: DatabaseSync, whiteLabelId: string, kind: SiteFile['kind']): SiteFile | undefined => {
  const row = db.prepare(`SELECT ${COLUMNS} FROM site_files WHERE whiteLabelId = ? AND kind = ? ORDER BY createdAt DESC, _id DESC LIMIT 1`).get(whiteLabelId, kind);
  return row ? toSiteFile(row) : undefined;
};

/** A kept file as the download answer (spec §7 GET: a file download as blob). */
export const fileForDownload = (db: DatabaseSync, fileId: string) => {
  const row = SITE_FILES.require(db, fileId);
  return { fileName: text(row.fileName), contentType: text(row.contentType), base64: Buffer.from(row.content as Uint8Array).toString('base64'), whiteLabelId: text(row.whiteLabelId) };
};
