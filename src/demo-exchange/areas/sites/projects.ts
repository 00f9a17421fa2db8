import type { DatabaseSync } from 'node:sqlite';
import { type ExchangeOutcome, type ExchangeStatus, type Project, type ProjectStatus } from '@shared/contract/exchanges';
import { inTransaction } from '../../db/database';
import { newObjectId } from '../../db/ids';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { type Saved, savedBefore } from '../../kit/saved';
import { text, unique, Where, type Row } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { PROJECTS, SITE_EXCHANGES } from './tables';

const exchangesOf = (db: DatabaseSync, projectId: string) =>
  db
    .prepare('SELECT pe.exchangeId, x.name AS exchangeName, x.status AS exchangeStatus, pe.status, pe.updatedAt FROM project_exchanges pe JOIN site_exchanges x ON x._id = pe.exchangeId WHERE pe.projectId = ? ORDER BY x.name')
    .all(projectId)
    .map((row) => ({ exchangeId: text(row.exchangeId), exchangeName: text(row.exchangeName), exchangeStatus: text(row.exchangeStatus) as ExchangeStatus, status: text(row.status) as ProjectStatus, updatedAt: text(row.updatedAt) }));

const toProject = (db: DatabaseSync) => (row: Row): Project => ({ _id: text(row._id), name: text(row.name), description: text(row.description), exchanges: exchangesOf(db, text(row._id)), updatedAt: text(row.updatedAt) });

export const getProject = (db: DatabaseSync, id: string): Project => toProject(db)(PROJECTS.require(db, id));

export const listProjects = (db: DatabaseSync, input: Paging) =>
  pageOf(db, input, { from: 'FROM projects p', where: new Where(), search: searchIn('p.name', 'p.description'), page: (sql) => `SELECT p.* FROM projects p ${sql} ORDER BY p.name LIMIT ? OFFSET ?` }, toProject(db));

export const shownProject = (project: Project) => ({ name: project.name, description: project.description, exchanges: project.exchanges.map((x) => x.exchangeName) });

/** Add or edit: the exchanges named are the project's; new ones start paused, removed ones leave. */
export const saveProject = (db: DatabaseSync, input: { _id?: string | undefined; name: string; description: string; exchangeIds: readonly string[] }, now = new Date()): Saved<Project> => {
  const before = input._id ? getProject(db, input._id) : undefined;
  for (const exchangeId of input.exchangeIds) SITE_EXCHANGES.require(db, exchangeId);
  const id = input._id ?? newObjectId(now);
  const at = now.toISOString();
  unique({ other: M.projectTaken }, () => {
    if (before) PROJECTS.update(db, id, { name: input.name, description: input.description, updatedAt: at });
    else PROJECTS.insert(db, { _id: id, name: input.name, description: input.description, createdAt: at, updatedAt: at });
  });
  const wanted = new Set(input.exchangeIds);
  for (const current of before?.exchanges ?? []) if (!wanted.has(current.exchangeId)) db.prepare('DELETE FROM project_exchanges WHERE projectId = ? AND exchangeId = ?').run(id, current.exchangeId);
  const add = db.prepare("INSERT OR IGNORE INTO project_exchanges (projectId, exchangeId, status, updatedAt) VALUES (?, ?, 'paused', ?)");
  for (const exchangeId of wanted) add.run(id, exchangeId, at);
  return { record: getProject(db, id), id, ...savedBefore(before, shownProject) };
};

export const deleteProject = (db: DatabaseSync, id: string) => {
  const before = getProject(db, id);
  db.prepare('DELETE FROM projects WHERE _id = ?').run(id);
  return shownProject(before);
};

/** Each exchange's own rule: only an active exchange takes a change (maintenance and inactive refuse). */
const refusalOf = (status: ExchangeStatus): string | null => (status === 'active' ? null : M.exchangeRefuses(status === 'maintenance' ? 'under maintenance' : 'inactive'));

/**
 * Applies one status on each chosen exchange, one after the other, each in its own transaction with its
 * own audit row: a refusal on one leaves the others applied, and the answer says which is which.
 */
export const changeProjectStatus = (
  db: DatabaseSync,
  id: string,
  status: ProjectStatus,
  exchangeIds: readonly string[],
  audit: (exchange: string, before: ProjectStatus | null, after: ProjectStatus | null, refused: string | null) => void,
  now = new Date(),
) => {
  const project = getProject(db, id);
  const outcomes: ExchangeOutcome[] = [...new Set(exchangeIds)].map((exchangeId) =>
    inTransaction(db, (): ExchangeOutcome => {
      const exchange = SITE_EXCHANGES.find(db, exchangeId);
      const on = project.exchanges.find((x) => x.exchangeId === exchangeId);
      const name = exchange ? text(exchange.name) : exchangeId;
      const refused = !exchange ? SITE_EXCHANGES.notFound : !on ? M.notOnProject : refusalOf(text(exchange.status) as ExchangeStatus);
      const before = on?.status ?? null;
      if (!refused) db.prepare('UPDATE project_exchanges SET status = ?, updatedAt = ? WHERE projectId = ? AND exchangeId = ?').run(status, now.toISOString(), id, exchangeId);
      audit(name, before, refused ? before : status, refused);
      return { exchangeId, exchangeName: name, ok: !refused, before, after: refused ? before : status, message: refused ?? `Now ${status}.` };
    }),
  );
  const applied = outcomes.filter((o) => o.ok).length;
  return { projectId: id, status, applied, failed: outcomes.length - applied, outcomes };
};
