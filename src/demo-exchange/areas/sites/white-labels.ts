import type { DatabaseSync } from 'node:sqlite';
import { imageInfo } from '@shared/content/image-info';
import { logoProblem } from '@shared/sites/logo';
import { WHITE_LABEL_ORDER, SITE_MENU_LABELS, SITE_MENUS, siteOrigin, type SaveWhiteLabelInput, type SiteMenu, type WhiteLabel, type WhiteLabelStatus } from '@shared/contract/white-labels';
import { toMajor } from '@shared/money/amounts';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { derived, rowMapper } from '../../kit/row-mapper';
import { type Saved, savedBefore } from '../../kit/saved';
import { found, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { WHITE_LABELS } from './tables';

/** placeBet's own rule (money/place-bet.ts), on an account `a`: only an active punter bets. */
export const CAN_BET_SQL = "(a.level = 'punter' AND a.status = 'active')";

/** Users and money per white label, grouped once for the rows read. */
const USERS = `LEFT JOIN (
  SELECT a.whiteLabelId AS wl, COUNT(*) AS total, SUM(a.status = 'active') AS active, SUM(${CAN_BET_SQL}) AS mayBet, SUM(a.status = 'bettingLocked') AS bettingLocked,
         SUM(a.status = 'suspended') AS suspended, SUM(b.balance) AS balance, SUM(b.exposure) AS exposure
  FROM accounts a JOIN account_balances b ON b.accountId = a._id WHERE a.whiteLabelId IS NOT NULL GROUP BY a.whiteLabelId
) u ON u.wl = w._id`;
const SELECT = `SELECT w._id, w.name, w.adminUrl, w.clientUrl, w.currency, w.commission, w.menus, w.logo IS NOT NULL AS hasLogo, w.status,
  w.nodeSiteId, w.provisionedAt, w.provisionError, w.updatedAt, c.name AS clonedFromName,
  COALESCE(u.total, 0) AS total, COALESCE(u.active, 0) AS active, COALESCE(u.mayBet, 0) AS mayBet, COALESCE(u.bettingLocked, 0) AS bettingLocked,
  COALESCE(u.suspended, 0) AS suspended, COALESCE(u.balance, 0) AS balance, COALESCE(u.exposure, 0) AS exposure,
  (SELECT COUNT(*) FROM domains d WHERE d.whiteLabelId = w._id) AS domainCount`;
const ORDER_SQL = { name: 'w.name COLLATE NOCASE', status: 'w.status', users: 'total', balance: 'balance', exposure: 'exposure' } as const;
const FROM = `FROM white_labels w LEFT JOIN white_labels c ON c._id = w.clonedFrom ${USERS}`;

export const menusOf = (row: Row): SiteMenu[] => {
  const parsed: unknown = JSON.parse(text(row.menus) || '[]');
  return Array.isArray(parsed) ? SITE_MENUS.filter((menu) => parsed.includes(menu)) : [];
};

export const toWhiteLabel = rowMapper({
  _id: text,
  name: text,
  adminUrl: text,
  clientUrl: text,
  currency: text,
  commission: (v) => Number(v),
  menus: derived(menusOf),
  hasLogo: (v) => int(v) === 1,
  status: (v) => text(v) as WhiteLabelStatus,
  nodeSiteId: textOrNull,
  provisionedAt: textOrNull,
  provisionError: textOrNull,
  clonedFromName: textOrNull,
  users: derived((row) => ({ total: int(row.total), active: int(row.active), bettingLocked: int(row.bettingLocked), suspended: int(row.suspended), mayBet: int(row.mayBet) })),
  money: derived((row) => ({ balance: toMajor(int(row.balance)), exposure: toMajor(int(row.exposure)), available: toMajor(int(row.balance) - int(row.exposure)) })),
  domainCount: int,
  updatedAt: text,
});

export const getWhiteLabel = (db: DatabaseSync, id: string): WhiteLabel =>
  toWhiteLabel(found(db.prepare(`${SELECT} ${FROM} WHERE w._id = ?`).get(id), WHITE_LABELS.notFound));

export const listWhiteLabels = (db: DatabaseSync, input: Paging & { status?: WhiteLabelStatus | undefined }) => {
  const where = new Where();
  if (input.status) where.add('w.status = ?', input.status);
  return pageOf(db, input, { from: FROM, where, search: searchIn('w.name', 'w.adminUrl', 'w.clientUrl'), page: (sql) => `${SELECT} ${FROM} ${sql} ORDER BY ${orderSql(WHITE_LABEL_ORDER, ORDER_SQL, 'w._id', input)} LIMIT ? OFFSET ?` }, toWhiteLabel);
};

export const whiteLabelConfig = (db: DatabaseSync, id: string) => {
  const record = getWhiteLabel(db, id);
  const logo = db.prepare('SELECT logo, logoType FROM white_labels WHERE _id = ?').get(id);
  const logoDataUrl = logo?.logo ? `data:${text(logo.logoType)};base64,${Buffer.from(logo.logo as Uint8Array).toString('base64')}` : null;
  return { ...record, logoDataUrl };
};

/** The fields the audit shows for a white label. */
export const shownWhiteLabel = ({ name, adminUrl, clientUrl, currency, commission, menus, status }: WhiteLabel) => ({ name, adminUrl, clientUrl, currency, commission, menus, status });

const refuseClosed = (record: WhiteLabel) => {
  if (record.status === 'closed') throw new ApiError(409, M.closed);
};

/**
 * Each site has its own addresses: one another site uses (as its admin or client URL) is refused on its
 * field. Compared as sites (siteOrigin): any case, trailing slash or dot, with or without the default port.
 */
const refuseSharedAddress = (db: DatabaseSync, id: string, input: Pick<SaveWhiteLabelInput, 'adminUrl' | 'clientUrl'>) => {
  const taken = new Set(db.prepare('SELECT adminUrl, clientUrl FROM white_labels WHERE _id <> ?').all(id).flatMap((row) => [siteOrigin(text(row.adminUrl)), siteOrigin(text(row.clientUrl))]));
  for (const field of ['adminUrl', 'clientUrl'] as const) {
    if (taken.has(siteOrigin(input[field]))) throw new ApiError(409, fieldMessage(field, M.addressTaken));
  }
};

/** Create (status pending: not yet provisioned) or update the configuration. */
export const saveWhiteLabel = (db: DatabaseSync, input: SaveWhiteLabelInput, extra: { clonedFrom?: string } = {}, now = new Date()): Saved<WhiteLabel> => {
  const before = input._id ? getWhiteLabel(db, input._id) : undefined;
  if (before) refuseClosed(before);
  const id = input._id ?? newObjectId(now);
  const at = now.toISOString();
  // Kept as the site's origin, the form every address is compared in.
  const values = { name: input.name, adminUrl: siteOrigin(input.adminUrl), clientUrl: siteOrigin(input.clientUrl), currency: input.currency, commission: input.commission, menus: JSON.stringify(input.menus), updatedAt: at };
  refuseSharedAddress(db, id, input);
  unique({ other: M.nameTaken }, () => {
    WHITE_LABELS.upsert(db, id, before !== undefined, values, { status: 'pending', clonedFrom: extra.clonedFrom ?? null, createdAt: at });
  });
  return { record: getWhiteLabel(db, id), id, ...savedBefore(before, shownWhiteLabel) };
};

/**
 * The logo, checked by its content and pixel size (PNG, JPEG, GIF or WebP; 16–1024 px; at most 256 KB).
 * The same logo again changes nothing: the row and its `updatedAt` stay as they are (`changed` false).
 */
export const setLogo = (db: DatabaseSync, id: string, bytes: Uint8Array, now = new Date()) => {
  refuseClosed(getWhiteLabel(db, id));
  const problem = logoProblem(bytes);
  if (problem) throw new ApiError(400, fieldMessage('logo', M.logoProblem(problem)));
  const stored = db.prepare('SELECT logo FROM white_labels WHERE _id = ?').get(id)?.logo;
  const changed = !(stored instanceof Uint8Array && Buffer.from(stored).equals(bytes));
  if (changed) WHITE_LABELS.update(db, id, { logo: bytes, logoType: imageInfo(bytes)?.type ?? 'image/png', updatedAt: now.toISOString() });
  return { record: getWhiteLabel(db, id), changed };
};

export const menuLines = (menus: readonly string[]) => SITE_MENUS.map((key) => ({ key, label: SITE_MENU_LABELS[key], enabled: menus.includes(key) }));

export const saveMenus = (db: DatabaseSync, id: string, menus: readonly SiteMenu[], now = new Date()) => {
  const before = getWhiteLabel(db, id);
  refuseClosed(before);
  WHITE_LABELS.update(db, id, { menus: JSON.stringify(SITE_MENUS.filter((m) => menus.includes(m))), updatedAt: now.toISOString() });
  return { before, after: getWhiteLabel(db, id) };
};

/** What the node answered: active with its site id, or the failure, kept on the row for a retry. */
export const recordProvisioning = (db: DatabaseSync, id: string, outcome: { ok: boolean; nodeSiteId: string | null; message: string }, now = new Date()) => {
  const before = getWhiteLabel(db, id);
  refuseClosed(before);
  const at = now.toISOString();
  if (outcome.ok) WHITE_LABELS.update(db, id, { status: 'active', nodeSiteId: outcome.nodeSiteId, provisionedAt: at, provisionError: null, updatedAt: at });
  else WHITE_LABELS.update(db, id, { status: before.status === 'active' ? 'active' : 'provisionFailed', provisionError: outcome.message, updatedAt: at });
  return { before, after: getWhiteLabel(db, id) };
};

/** Refused while the site has users (their money and history must be moved and exported first). */
export const deleteWhiteLabel = (db: DatabaseSync, id: string) => {
  const before = getWhiteLabel(db, id);
  if (before.users.total > 0) throw new ApiError(409, M.stillHasUsers(before.users.total));
  db.prepare('DELETE FROM domains WHERE whiteLabelId = ?').run(id);
  db.prepare('UPDATE white_labels SET clonedFrom = NULL WHERE clonedFrom = ?').run(id);
  db.prepare('DELETE FROM white_labels WHERE _id = ?').run(id);
  return before;
};

export const userCounts = (db: DatabaseSync) =>
  db
    .prepare(`${SELECT} ${FROM} ORDER BY w.name`)
    .all()
    .map(toWhiteLabel)
    .map((w) => ({ whiteLabelId: w._id, name: w.name, ...w.users }));

/**
 * Links holding every word of the search, word by word as every search reads it ("royalplay admin" finds
 * https://admin.royalplay.example): each site's admin and client addresses and its domains, each link on its
 * own. A search of no words (punctuation alone) finds none.
 */
export const linkSearch = (db: DatabaseSync, q: string) => {
  const holding = (column: string) => {
    const where = new Where();
    searchIn(column)(where, q);
    return where;
  };
  const [admin, client, domain] = [holding('w.adminUrl'), holding('w.clientUrl'), holding('d.name')];
  if (admin.clauses.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT w._id AS whiteLabelId, w.name, 'admin' AS kind, w.adminUrl AS link FROM white_labels w ${admin.sql()}
       UNION ALL SELECT w._id, w.name, 'client', w.clientUrl FROM white_labels w ${client.sql()}
       UNION ALL SELECT w._id, w.name, 'domain', d.name FROM domains d JOIN white_labels w ON w._id = d.whiteLabelId ${domain.sql()}
       ORDER BY 2, 3 LIMIT 50`,
    )
    .all(...admin.params, ...client.params, ...domain.params);
  return rows.map((row) => ({ whiteLabelId: text(row.whiteLabelId), name: text(row.name), kind: text(row.kind) as 'admin' | 'client' | 'domain', link: text(row.link) }));
};
