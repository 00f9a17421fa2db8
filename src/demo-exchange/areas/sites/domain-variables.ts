import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { variableProblem, type DomainVariable, type saveVariableSchema } from '@shared/contract/domains';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { text, unique } from '../../kit/sql';
import { SITE_MESSAGES as M } from './messages';
import { DOMAIN_VARIABLES, DOMAINS } from './tables';

const toVariable = rowMapper({ _id: text, domainId: text, key: text, value: text, updatedAt: text });

export const listVariables = (db: DatabaseSync, domainId: string): DomainVariable[] => {
  DOMAINS.require(db, domainId);
  return db.prepare('SELECT * FROM domain_variables WHERE domainId = ? ORDER BY key').all(domainId).map(toVariable);
};

const domainName = (db: DatabaseSync, domainId: string) => text(DOMAINS.require(db, domainId).name);
const shown = (db: DatabaseSync, v: DomainVariable) => ({ domain: domainName(db, v.domainId), key: v.key, value: v.value });

/** Checked again here with the console's rules (keys, and the values of known keys). */
export const saveVariable = (db: DatabaseSync, input: z.output<typeof saveVariableSchema>, now = new Date()): Saved<DomainVariable> => {
  const problem = variableProblem(input.key, input.value);
  if (problem) throw new ApiError(400, fieldMessage(problem.startsWith('Key') ? 'key' : 'value', problem));
  DOMAINS.require(db, input.domainId);
  const before = input._id ? toVariable(DOMAIN_VARIABLES.require(db, input._id)) : undefined;
  if (before && before.domainId !== input.domainId) throw new ApiError(404, DOMAIN_VARIABLES.notFound);
  const id = input._id ?? newObjectId(now);
  const at = now.toISOString();
  unique({ other: M.variableTaken }, () => {
    if (before) DOMAIN_VARIABLES.update(db, id, { key: input.key, value: input.value, updatedAt: at });
    else DOMAIN_VARIABLES.insert(db, { _id: id, domainId: input.domainId, key: input.key, value: input.value, updatedAt: at });
  });
  const record = toVariable(DOMAIN_VARIABLES.require(db, id));
  return { record, id, before: before ? shown(db, before) : undefined };
};

export const deleteVariable = (db: DatabaseSync, id: string) => {
  const before = toVariable(DOMAIN_VARIABLES.require(db, id));
  const record = shown(db, before);
  db.prepare('DELETE FROM domain_variables WHERE _id = ?').run(id);
  return record;
};
