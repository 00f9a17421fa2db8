import { sqlMigration, type SqlMigration } from '../../kit/migration';

/** Content and graphics (issue 15): versions 1600-1699. */
export const CONTENT_MIGRATIONS: readonly SqlMigration[] = [
  sqlMigration(1600, 'content: banners (with their images, soft-deleted), custom banners, news/tips/previews, site menus', `
      CREATE TABLE banners (
        _id TEXT PRIMARY KEY, title TEXT NOT NULL, link TEXT NOT NULL DEFAULT '', site TEXT NOT NULL DEFAULT 'main',
        startAt TEXT, endAt TEXT, status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        image BLOB NOT NULL, imageType TEXT NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL,
        sequence INTEGER NOT NULL DEFAULT 0, deletedAt TEXT, deletedBy TEXT, createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE INDEX banners_site_sequence ON banners (site, sequence) WHERE deletedAt IS NULL;
      CREATE TABLE custom_banners (
        _id TEXT PRIMARY KEY, text TEXT NOT NULL, link TEXT NOT NULL DEFAULT '', colour TEXT NOT NULL, site TEXT NOT NULL DEFAULT 'main',
        status TEXT NOT NULL DEFAULT 'draft', createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL
      );
      CREATE TABLE articles (
        _id TEXT PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('news', 'tip', 'preview')), title TEXT NOT NULL, body TEXT NOT NULL,
        sportId TEXT, eventId TEXT, status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')), publishedAt TEXT,
        createdAt TEXT NOT NULL, updatedAt TEXT NOT NULL, updatedBy TEXT
      );
      CREATE INDEX articles_kind ON articles (kind, updatedAt);
      CREATE TABLE menu_items (
        _id TEXT PRIMARY KEY, label TEXT NOT NULL, target TEXT NOT NULL, placement TEXT NOT NULL CHECK (placement IN ('header', 'footer')),
        sequence INTEGER NOT NULL, createdAt TEXT NOT NULL
      );
    `),
];
