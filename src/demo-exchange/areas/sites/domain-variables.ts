import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { canonicalVariableKey, variableKeyClash, variableProblem, type DomainVariable, type saveVariableSchema } from '@shared/contract/domains';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { rowMapper } from '../../kit/row-mapper';
import { type Saved, savedBefore } from '../../kit/saved';
import { text, unique } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { DOMAIN_VARIABLES, DOMAINS } from './tables';

const toVariable = rowMapper({ _id: text, domainId: text, key: text, value: text, updatedAt: text });

export const listVariables = (db: DatabaseSync, domainId: string): DomainVariable[] => {
  DOMAINS.require(db, domainId);
  return db.prepare('SELECT * FROM domain_variables WHERE domainId = ? ORDER BY key').all(domainId).map(toVariable);
};

const domainName = (db: DatabaseSync, domainId: string) => text(DOMAINS.require(db, domainId).name);
/** The audit's record of a variable: its domain by name, and a name (domain · key) that is the log's Target. */
const named = (db: DatabaseSync, domainId: string, key: string) => {
  const domain = domainName(db, domainId);
  return { name: `${domain} · ${key}`, domain };
};
const shown = (db: DatabaseSync, v: DomainVariable) => ({ ...named(db, v.domainId, v.key), key: v.key, value: v.value });

/**
 * Checked again here with the console's rules (keys, the values of known keys, one key per domain whatever
 * its case); kept in its canonical spelling (`SITENAME` → siteName), which is the one the sites read.
 */
export const saveVariable = (db: DatabaseSync, input: z.output<typeof saveVariableSchema>, now = new Date()): Saved<DomainVariable> => {
  const problem = variableProblem(input.key, input.value);
  if (problem) throw new ApiError(400, fieldMessage(problem.startsWith('Key') ? 'key' : 'value', problem));
  const before = input._id ? toVariable(DOMAIN_VARIABLES.require(db, input._id)) : undefined;
  if (before && before.domainId !== input.domainId) throw new ApiError(404, DOMAIN_VARIABLES.notFound);
  const clash = variableKeyClash(listVariables(db, input.domainId), input);
  if (clash) throw new ApiError(409, fieldMessage('key', clash));
  const key = canonicalVariableKey(input.key);
  const id = input._id ?? newObjectId(now);
  const at = now.toISOString();
  unique({ other: M.variableTaken }, () => {
    if (before) DOMAIN_VARIABLES.update(db, id, { key, value: input.value, updatedAt: at });
    else DOMAIN_VARIABLES.insert(db, { _id: id, domainId: input.domainId, key, value: input.value, updatedAt: at });
  });
  const record = toVariable(DOMAIN_VARIABLES.require(db, id));
  return { record, id, ...savedBefore(before, (stored) => shown(db, stored)), note: named(db, record.domainId, record.key) };
};

export const deleteVariable = (db: DatabaseSync, id: string) => {
  const before = toVariable(DOMAIN_VARIABLES.require(db, id));
  const record = shown(db, before);
  db.prepare('DELETE FROM domain_variables WHERE _id = ?').run(id);
  return record;
};
