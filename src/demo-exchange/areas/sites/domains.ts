import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { DOMAIN_ORDER, SITE_ENVIRONMENT_LABELS, SITE_ENVIRONMENTS, VERIFY_RECORD_PREFIX, type Domain, type DomainStatus, type saveDomainSchema, type SiteEnvironment } from '@shared/contract/domains';
import { newObjectId } from '../../db/ids';
import { labelSql, orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { derived, rowMapper } from '../../kit/row-mapper';
import { type Saved, savedBefore } from '../../kit/saved';
import { found, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { DOMAINS, WHITE_LABELS } from './tables';

const SELECT = `SELECT d.*, w.name AS whiteLabelName, (SELECT COUNT(*) FROM domain_variables v WHERE v.domainId = d._id) AS variableCount`;
const FROM = 'FROM domains d JOIN white_labels w ON w._id = d.whiteLabelId';
const ORDER_SQL = { name: 'd.name', whiteLabelName: 'w.name COLLATE NOCASE', status: 'd.status' } as const;

export const verificationRecord = (row: Row) => ({ name: `${VERIFY_RECORD_PREFIX}.${text(row.name)}`, type: 'TXT' as const, value: `exchange-verify=${text(row.verificationToken)}` });

const toDomain = rowMapper({
  _id: text,
  name: text,
  whiteLabelId: text,
  whiteLabelName: text,
  environment: (v) => text(v) as SiteEnvironment,
  status: (v) => text(v) as DomainStatus,
  verification: derived(verificationRecord),
  verifiedAt: textOrNull,
  lastCheckedAt: textOrNull,
  lastCheckProblem: textOrNull,
  variableCount: int,
  updatedAt: text,
});

const domainRow = (db: DatabaseSync, id: string): Row => found(db.prepare(`${SELECT} ${FROM} WHERE d._id = ?`).get(id), DOMAINS.notFound);
export const getDomain = (db: DatabaseSync, id: string): Domain => toDomain(domainRow(db, id));

export const listDomains = (db: DatabaseSync, input: Paging & { whiteLabelId?: string | undefined; status?: DomainStatus | undefined }) => {
  const where = new Where();
  if (input.whiteLabelId) where.add('d.whiteLabelId = ?', input.whiteLabelId);
  if (input.status) where.add('d.status = ?', input.status);
  // The environment as the Environment column shows it ("Production"), not its stored code.
  const search = searchIn('d.name', 'w.name', labelSql('d.environment', SITE_ENVIRONMENT_LABELS));
  return pageOf(db, input, { from: FROM, where, search, page: (sql) => `${SELECT} ${FROM} ${sql} ORDER BY ${orderSql(DOMAIN_ORDER, ORDER_SQL, 'd._id', input)} LIMIT ? OFFSET ?` }, toDomain);
};

export const shownDomain = ({ name, whiteLabelName, environment, status }: Domain) => ({ name, whiteLabel: whiteLabelName, environment, status });

const newToken = () => randomBytes(16).toString('hex');

/** A new domain starts pending; a new name starts over with a new record to publish. */
export const saveDomain = (db: DatabaseSync, input: z.output<typeof saveDomainSchema>, now = new Date()): Saved<Domain> => {
  const before = input._id ? getDomain(db, input._id) : undefined;
  WHITE_LABELS.require(db, input.whiteLabelId);
  const id = input._id ?? newObjectId(now);
  const at = now.toISOString();
  const renamed = before !== undefined && before.name !== input.name;
  const fresh = { status: 'pending', verificationToken: newToken(), verifiedAt: null, lastCheckedAt: null, lastCheckProblem: null };
  unique({ other: M.domainTaken }, () => {
    if (before) DOMAINS.update(db, id, { name: input.name, whiteLabelId: input.whiteLabelId, environment: input.environment, updatedAt: at, ...(renamed ? fresh : {}) });
    else DOMAINS.insert(db, { _id: id, name: input.name, whiteLabelId: input.whiteLabelId, environment: input.environment, ...fresh, createdAt: at, updatedAt: at });
  });
  return { record: getDomain(db, id), id, ...savedBefore(before, shownDomain) };
};

export const deleteDomain = (db: DatabaseSync, id: string) => {
  const before = getDomain(db, id);
  db.prepare('DELETE FROM domains WHERE _id = ?').run(id);
  return shownDomain(before);
};

/**
 * The TXT values the DNS provider answered (through main): the domain turns active when one of them is
 * its verification value; otherwise it stays as it was, with the reason.
 */
export const recordVerification = (db: DatabaseSync, id: string, found: readonly string[], problem: string | null, now = new Date()) => {
  const before = getDomain(db, id);
  const at = now.toISOString();
  const verified = found.includes(before.verification.value);
  const reason = verified ? null : (problem ?? (found.length === 0 ? `No TXT record ${before.verification.name} was found.` : `${before.verification.name} holds other values, not ${before.verification.value}.`));
  DOMAINS.update(db, id, { lastCheckedAt: at, lastCheckProblem: reason, ...(verified ? { status: 'active', verifiedAt: before.verifiedAt ?? at } : {}), updatedAt: at });
  const domain = getDomain(db, id);
  return { before, domain, verified, message: verified ? `${domain.name} is verified and active.` : `${domain.name} is not verified: ${reason}` };
};

export const dnsEnvironmentOf = (db: DatabaseSync, id: string) => {
  const domain = getDomain(db, id);
  return { domainId: domain._id, name: domain.name, environment: domain.environment, record: domain.verification, status: domain.status };
};


export const environments = (db: DatabaseSync) => {
  const counts = db.prepare("SELECT environment, COUNT(*) AS n, SUM(status = 'active') AS active FROM domains GROUP BY environment").all();
  return SITE_ENVIRONMENTS.map((id) => {
    const row = counts.find((c) => text(c.environment) === id);
    return { id, name: SITE_ENVIRONMENT_LABELS[id], domains: int(row?.n), active: int(row?.active) };
  });
};
